// The faults of one money run, in order, each answering a line for the run's log.
import type { Sql } from 'postgres';
import { pause, type apiProcess, type postgresControl, type workerProcess } from './processes.js';

export interface Targets {
  pg: Awaited<ReturnType<typeof postgresControl>>;
  api: ReturnType<typeof apiProcess>;
  worker: ReturnType<typeof workerProcess>;
  sql: Sql;
  webProcesses: number;
}

export type FaultName = 'pg-restart' | 'pg-outage' | 'worker-kill' | 'api-kill' | 'web-kill';

/**
 * `restarts` PostgreSQL restarts, a 5 s outage, two worker kills, one web process killed, then the whole API (so the
 * run ends with every web process up again, and the last throttle probe reaches them all).
 */
export function schedule(restarts: number): FaultName[] {
  const more = Array.from({ length: Math.max(0, restarts - 1) }, () => 'pg-restart' as const);
  return [...(restarts > 0 ? ['pg-restart' as const] : []), 'worker-kill', 'pg-outage', 'web-kill', 'api-kill', ...more, 'worker-kill'];
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Waits (up to 10 s) for a job to be running, so the kill lands mid-job; answers how many were (not counting jobs an earlier kill left active). */
async function activeJobs(sql: Sql): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const n = await sql`select count(*)::int as n from pgboss.job where state = 'active' and started_on > now() - interval '10 seconds'`.then((r) => r[0]!.n as number, () => 0);
    if (n > 0) return n;
    await pause(100);
  }
  return 0;
}

/** Runs one fault; `replaced` records whether a killed web process came back by itself. */
export async function inflict(name: FaultName, t: Targets, replaced: boolean[]): Promise<string> {
  const started = performance.now();
  switch (name) {
    case 'pg-restart':
      t.pg.restart();
      return `PostgreSQL restart -m fast, back after ${seconds(started)}`;
    case 'pg-outage':
      await t.pg.outage(5000);
      return `PostgreSQL stopped, started again after ${seconds(started)}`;
    case 'worker-kill': {
      const active = await activeJobs(t.sql);
      await t.worker.kill();
      await pause(2000);
      t.worker.start();
      return `job worker kill -9 with ${active} job(s) active, started again 2 s later`;
    }
    case 'api-kill':
      await t.api.killAll();
      await t.api.start();
      return `API kill -9 (primary and web processes), started again, ready after ${seconds(started)}`;
    case 'web-kill': {
      const pid = t.api.killOneWeb();
      await pause(10_000);
      const serving = t.api.webPids().length;
      replaced.push(serving === t.webProcesses);
      return `web process ${pid} kill -9: ${serving} of ${t.webProcesses} web processes 10 s later`;
    }
  }
}
