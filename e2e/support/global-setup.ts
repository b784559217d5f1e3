import fs from 'node:fs';
import path from 'node:path';
import { SKIPPED_FILE } from './axe-states';

/** Playwright's global setup: nothing to set up; at the end of the run, the run's folders (playwright.config.ts) go. */
export default function globalSetup() {
  return () => {
    const runDir = process.env.E2E_RUN_DIR;
    if (runDir) fs.rmSync(runDir, { recursive: true, force: true });
    const dir = process.env.E2E_AXE_SEEN;
    if (!dir || !fs.existsSync(dir)) return;
    const skipped = path.join(dir, SKIPPED_FILE);
    const repeats = fs.existsSync(skipped) ? fs.statSync(skipped).size : 0;
    const states = fs.readdirSync(dir).filter((name) => name !== SKIPPED_FILE).length;
    console.log(`axe: ${states} distinct page states scanned, ${repeats} repeats not scanned again (e2e/support/axe-states.ts)`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
