import fs from 'node:fs';

/** Playwright's global setup: nothing to set up; at the end of the run, the axe registry's folder (playwright.config.ts) goes. */
export default function globalSetup() {
  return () => {
    const dir = process.env.E2E_AXE_SEEN;
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
