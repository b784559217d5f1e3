import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The job a piece of code runs in, so what it sends and queues is keyed by it: the key is the same on every attempt
 * of that job (a retry, or the job run again after a worker died), so the mailer finds a mail already sent and sends
 * it once, and the jobs it queues get the same ids again, which adds none (decision 0037). The job's id is pg-boss's,
 * or the job outbox row's.
 */
interface JobRun {
  key: string;
  /** Mails sent to each address in this run so far: a second mail to one address gets its own key. */
  sent: Map<string, number>;
}

const running = new AsyncLocalStorage<JobRun>();

export function runAsJob<T>(name: string, id: string, work: () => Promise<T>): Promise<T> {
  return running.run({ key: `${name}:${id}`, sent: new Map() }, work);
}

/** The key of the running job's next mail to `to`; undefined outside a job. */
export function nextMailKey(to: string): string | undefined {
  const run = running.getStore();
  if (!run) return undefined;
  const address = to.trim().toLowerCase();
  const n = (run.sent.get(address) ?? 0) + 1;
  run.sent.set(address, n);
  return `${run.key}:${address}${n > 1 ? `:${n}` : ''}`;
}

/** The key of a job the running job queues: the same for the same job and payload on every attempt; undefined outside a job. */
export function childJobKey(name: string, payload: unknown): string | undefined {
  const run = running.getStore();
  return run && `${run.key}>${name}:${JSON.stringify(payload)}`;
}
