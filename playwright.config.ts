import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// A port of this run's own (kept in the environment so the workers agree), so a server left on a
// fixed port by something else cannot break the run.
process.env.E2E_PORT ??= String(3100 + (process.pid % 800));
const PORT = Number(process.env.E2E_PORT);
// Debian's Chromium, as its headless shell when installed (package chromium-headless-shell, as CI installs it):
// the same engine without the full browser's windowing and display compositor, which took a third of the CPU.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';
// The page states axe has scanned in this run, shared by the workers (e2e/support/axe-states.ts).
process.env.E2E_AXE_SEEN ??= fs.mkdtempSync(path.join(os.tmpdir(), 'mp-e2e-axe-'));
// The demo administrator's session, signed in once for every worker (e2e/support/second-factor.ts).
process.env.E2E_RUN_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'mp-e2e-run-'));

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  // A spec's tests run in order in one worker; the specs are shared out between workers, which drive one server.
  // Every test makes the accounts it changes (support/accounts.ts), so specs do not share state. The runner mostly
  // waits (for the page, the server, axe's settle), but on this machine's two cores three workers left pages and
  // landings waiting past their 7 s in a full CI run (five timeouts in one run): two, one per core.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A test is a person's whole journey, with every page it visits scanned by axe (e2e/support/test.ts) while it
  // runs: on CI's two cores, the longer ones take 30-40 s. Speed is measured by scripts, not by this limit.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // No trace: recording one (a DOM snapshot at every step) took a third of the run's CPU, kept or not. A failure
    // still leaves its screenshot and the page's accessibility snapshot; `--trace on` records traces when needed.
    trace: 'off',
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? BROWSER,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: 'npx tsx e2e/support/server.ts',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
