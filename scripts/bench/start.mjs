// The second `npm start` (code built, PGlite data folder made by a first start): how long until /healthz answers
// 200 and until a first page (`/`, rendered on the server) answers 200. Not a test: it prints numbers.
//   node scripts/bench/start.mjs [--runs N] [--port P] [--direct]
// Also the CPU time the start's processes used until the first page (all threads), steadier than the wall clock on a
// busy machine. --direct runs `node scripts/start.mjs` instead of `npm start` (npm's own start-up left out). Each run's figures
// and the median and range are printed with the load average, since this 2-core machine is often shared.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const runs = Number(arg('runs', 5));
const PORT = Number(arg('port', 4321));
const direct = process.argv.includes('--direct');
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-bench-'));
const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' };
// As a person runs it: no NODE_ENV (the development defaults `npm start` has).
delete env.NODE_ENV;

async function until200(url) {
  for (;;) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return performance.now();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** CPU seconds (user + system, every thread) of the processes in group `pgid`: less swayed by a busy machine than the wall clock. */
function cpuMs(pgid) {
  const tick = 10; // ms per clock tick (USER_HZ 100 on Linux)
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((f) => /^\d+$/.test(f))) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      if (Number(fields[2]) === pgid) total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

async function start() {
  const t0 = performance.now();
  const [cmd, args] = direct ? [process.execPath, ['scripts/start.mjs']] : ['npm', ['start']];
  const child = spawn(cmd, args, { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const healthz = (await until200(`${base}/healthz`)) - t0;
  const page = (await until200(`${base}/`)) - t0;
  const cpu = cpuMs(child.pid);
  await new Promise((r) => {
    child.once('exit', r);
    process.kill(-child.pid, 'SIGTERM');
  });
  return { healthz, page, cpu };
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${Math.round(s[Math.floor(s.length / 2)])} ms (${Math.round(s[0])}-${Math.round(s.at(-1))})`;
};

try {
  const first = await start();
  console.log(`first start (creates the database): /healthz ${Math.round(first.healthz)} ms, first page ${Math.round(first.page)} ms`);
  const results = [];
  for (let i = 0; i < runs; i++) {
    const load = os.loadavg()[0].toFixed(1);
    const r = await start();
    results.push(r);
    console.log(`second start #${i + 1}: /healthz ${Math.round(r.healthz)} ms, first page ${Math.round(r.page)} ms, CPU ${r.cpu} ms (load average ${load})`);
  }
  console.log(`second start to /healthz: ${stats(results.map((r) => r.healthz))}`);
  console.log(`second start to first page: ${stats(results.map((r) => r.page))}`);
  console.log(`CPU time to first page: ${stats(results.map((r) => r.cpu))}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
