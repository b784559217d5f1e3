import fs from 'node:fs';

/** Playwright's global setup: nothing to set up; at the end of the run, the axe registry's folder (playwright.config.ts) goes. */
export default function globalSetup() {
  return () => {
    const dir = process.env.E2E_AXE_SEEN;
    if (!dir || !fs.existsSync(dir)) return;
    console.log(`axe: ${fs.readdirSync(dir).length} distinct page states scanned in this run (e2e/support/axe-states.ts)`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
