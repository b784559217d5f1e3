import { execFile } from 'node:child_process';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './log.js';
import { guardProcess, isTransientDatabaseError } from './process-guard.js';

/** What postgres-js rejects with when PostgreSQL is restarted under a query (pg-boss's Manager.fail meets it too). */
const terminated = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });

/** postgres-js 3.4.9's write after close (#1154), as its stack reads, should the patch be missing. */
const nullSocket = () => {
  const err = new TypeError("Cannot read properties of null (reading 'write')");
  err.stack = `${err.message}\n    at Immediate.nextWrite (/app/node_modules/postgres/src/connection.js:255:22)`;
  return err;
};

describe('the rule for errors nobody awaited', () => {
  const setUp = () => {
    const target = new EventEmitter();
    const log = createLogger('silent');
    const warn = vi.spyOn(log, 'warn');
    const reporter = { capture: vi.fn() };
    const exit = vi.fn();
    const remove = guardProcess({ log, reporter, exit, target });
    return { target, warn, reporter, exit, remove };
  };

  it('survives a transient database error, a warning that is not reported', () => {
    const g = setUp();
    g.target.emit('unhandledRejection', terminated());
    g.target.emit('unhandledRejection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    g.target.emit('uncaughtException', nullSocket());
    expect(g.exit).not.toHaveBeenCalled();
    expect(g.warn).toHaveBeenCalledTimes(3);
    expect(g.reporter.capture).not.toHaveBeenCalled();
  });

  it('exits with 1 on a programming error, after reporting it', () => {
    const g = setUp();
    g.target.emit('uncaughtException', new TypeError("Cannot read properties of undefined (reading 'id')"));
    g.target.emit('unhandledRejection', Object.assign(new Error('duplicate key'), { code: '23505' }));
    expect(g.exit.mock.calls).toEqual([[1], [1]]);
    expect(g.reporter.capture).toHaveBeenCalledTimes(2);
    g.remove();
    expect(g.target.listenerCount('unhandledRejection')).toBe(0);
  });

  it('tells transient errors from others, through drizzle’s cause', () => {
    expect(isTransientDatabaseError(new Error('query failed', { cause: terminated() }))).toBe(true);
    expect(isTransientDatabaseError(new TypeError("Cannot read properties of null (reading 'write')"))).toBe(false);
  });
});

/** In a real Node process, whose default is to die of an unhandled rejection. */
describe('a process with the guard', () => {
  const guard = path.join(path.dirname(fileURLToPath(import.meta.url)), 'process-guard.ts');
  const run = (body: string) =>
    new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const script = `
        import { guardProcess } from ${JSON.stringify(guard)};
        import { EventEmitter } from 'node:events';
        const log = { warn: ({ err }) => console.log('warned', err.code), fatal: () => {} };
        guardProcess({ log, reporter: { capture: (e) => console.log('reported', e.code ?? e.message) } });
        ${body}
        setTimeout(() => console.log('alive'), 200);`;
      execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { timeout: 15_000 }, (err, stdout) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout }),
      );
    });

  it('outlives a 57P01 rejection and an unheard pg-boss error event, as warnings', async () => {
    const res = await run(`
      Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
      // pg-boss emits 'error'; the jobs runner listens (pg-boss.ts), and a transient one thrown anyway is survived.
      setTimeout(() => new EventEmitter().emit('error', Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' })), 50);`);
    expect(res.stdout).toContain('warned 57P01');
    expect(res.stdout).toContain('warned ECONNRESET');
    expect(res.stdout).not.toContain('reported');
    expect(res.stdout).toContain('alive');
    expect(res.code).toBe(0);
  }, 20_000);

  it('exits with 1 on a programming error', async () => {
    const res = await run(`Promise.reject(new TypeError('a bug'));`);
    expect(res.stdout).toContain('reported a bug');
    expect(res.stdout).not.toContain('alive');
    expect(res.code).toBe(1);
  }, 20_000);
});
