// The processes the money fault run starts and breaks: the API (node:cluster, WEB_CONCURRENCY web processes), one job
// worker, and PostgreSQL itself through pg_ctl. Each Node process gets its own process group, so kill -9 reaches all of it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** pg_ctl on the cluster of DATABASE_URL, as its OS user when run as root (PostgreSQL refuses root). */
export async function postgresControl(url: string, pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin') {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const [{ dir, who }] = (await admin`select current_setting('data_directory') as dir, current_user as who`) as unknown as [{ dir: string; who: string }];
  await admin.end();
  const port = new URL(url).port;
  const ctl = (...args: string[]) =>
    process.getuid?.() === 0
      ? execFileSync('runuser', ['-u', who, '--', `${pgBin}/pg_ctl`, '-D', dir, ...args], { stdio: 'ignore' })
      : execFileSync(`${pgBin}/pg_ctl`, ['-D', dir, ...args], { stdio: 'ignore' });
  return {
    /** `pg_ctl restart -m fast`: every connection ends with 57P01, the server is back within a second or so. */
    restart: () => ctl('restart', '-m', 'fast', '-w', '-t', '60'),
    /** Stopped for `ms`, then started on the same port (pg_ctl start does not remember it: with-postgres.sh passed it). */
    async outage(ms: number) {
      ctl('stop', '-m', 'fast', '-w', '-t', '60');
      await pause(ms);
      ctl('start', '-w', '-t', '60', '-o', `-p ${port}`, '-l', path.join(dir, '..', 'postgres.log'));
    },
  };
}

const launched = new Set<ChildProcess>();

/** A Node process of its own group, its output appended to `log`. */
function launch(script: string, env: NodeJS.ProcessEnv, log: string): ChildProcess {
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  launched.add(child);
  child.once('exit', () => launched.delete(child));
  return child;
}

/** kill -9 of every process group this run started and that is still there: for an exit on an error or a signal. */
export function killLaunched(): void {
  for (const child of launched) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));

/** Pids whose parent is `pid` (the cluster primary's web processes). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return fields[0] !== 'Z' && Number(fields[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The first answer of `check` that is not undefined, asked every 200 ms for `ms` at most. */
async function waitFor<T>(check: () => Promise<T | undefined>, ms: number): Promise<T | undefined> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const answer = await check();
    if (answer !== undefined) return answer;
    await pause(200);
  }
  return undefined;
}

/** What the log says from byte `offset` on about a web process that exited: the fatal error's message, if any. */
function webExit(log: string, offset: number): string | undefined {
  const text = fs.readFileSync(log).subarray(offset).toString('utf8');
  // The primary's line for a web process that exited ('worker stopped' before it started replacing them).
  if (!/"msg":"(worker stopped|web process stopped)/.test(text)) return undefined;
  return /"level":60.*?"message":"([^"]*)"/.exec(text)?.[1] ?? 'no reason logged';
}

const ready = (base: string) => fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);

/**
 * apps/api/src/main.ts with WEB_CONCURRENCY web processes under one primary. `killOneWeb` is kill -9 of one web
 * process; `killAll` is kill -9 of the whole group (a host or container killed); `start` again after either.
 */
export function apiProcess(opts: { port: number; env: NodeJS.ProcessEnv; log: string; webProcesses: number }) {
  const base = `http://127.0.0.1:${opts.port}`;
  let child: ChildProcess | undefined;
  return {
    base,
    /** Why earlier starts were given up: a web process that exited before the API was ready (the primary does not fork another). */
    troubles: [] as string[],
    /**
     * Starts the API and waits (5 minutes at most: two shared cores can be that slow) until every web process serves; a
     * start that loses one is killed and tried again, 3 times.
     */
    async start() {
      for (let attempt = 1; ; attempt++) {
        const offset = fs.existsSync(opts.log) ? fs.statSync(opts.log).size : 0;
        child = launch('apps/api/src/main.ts', { ...opts.env, PORT: String(opts.port), HOST: '127.0.0.1', APP_URL: base }, opts.log);
        const outcome = await waitFor(async () => {
          const exited = webExit(opts.log, offset);
          if (exited) return `a web process exited while starting: ${exited}`;
          if (!this.primaryAlive()) return 'the primary stopped while starting';
          return (await ready(base)) && this.webPids().length === opts.webProcesses ? 'up' : undefined;
        }, 300_000);
        if (outcome === 'up') return;
        if (!outcome) throw new Error(`the API was not ready in 5 minutes: /readyz ${(await ready(base)) ? 'ok' : 'not ok'}, ${this.webPids().length} web processes (see ${opts.log})`);
        this.troubles.push(outcome);
        await this.killAll();
        if (attempt === 3) throw new Error(`the API did not start: ${this.troubles.join('; ')} (see ${opts.log})`);
      }
    },
    primaryAlive: () => Boolean(child && child.exitCode === null && child.signalCode === null),
    webPids(): number[] {
      return child?.pid && this.primaryAlive() ? childrenOf(child.pid) : [];
    },
    ready: () => ready(base),
    killOneWeb(): number | undefined {
      const pid = this.webPids()[0];
      if (pid) process.kill(pid, 'SIGKILL');
      return pid;
    },
    async killAll() {
      if (!child?.pid || !this.primaryAlive()) return;
      process.kill(-child.pid, 'SIGKILL');
      await exitOf(child);
    },
    async stop() {
      if (!child?.pid || !this.primaryAlive()) return;
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exitOf(child), pause(15_000)]);
      if (this.primaryAlive()) process.kill(-child.pid, 'SIGKILL');
    },
  };
}

/** apps/api/src/worker.ts, what `npm run worker` runs (here without npm's wrapper, so kill -9 reaches the worker itself). */
export function workerProcess(opts: { env: NodeJS.ProcessEnv; log: string }) {
  let child: ChildProcess | undefined;
  const alive = () => Boolean(child && child.exitCode === null && child.signalCode === null);
  return {
    alive,
    start() {
      child = launch('apps/api/src/worker.ts', opts.env, opts.log);
    },
    async kill() {
      if (!child?.pid || !alive()) return;
      process.kill(-child.pid, 'SIGKILL');
      await exitOf(child);
    },
    async stop() {
      if (!child?.pid || !alive()) return;
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exitOf(child), pause(15_000)]);
      if (alive()) process.kill(-child.pid, 'SIGKILL');
    },
  };
}
