#!/usr/bin/env node
// Runs before the browser tests (`npm run test:e2e`): they launch Debian's Chromium at /usr/bin/chromium
// (or CHROMIUM_PATH). When it is missing: as root (or with password-less sudo) on a machine with apt-get,
// installs it as CI does (scripts/ci/ensure-chromium.sh); otherwise stops at once with the command to run.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// playwright.config.ts takes the headless shell when it is there, else the full browser.
const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(browser) || (!process.env.CHROMIUM_PATH && fs.existsSync('/usr/bin/chromium-headless-shell'))) process.exit(0);

const fail = (line) => {
  console.error(line);
  process.exit(1);
};
if (process.env.CHROMIUM_PATH) fail(`No Chromium at CHROMIUM_PATH=${browser}: fix the path, or unset it to use /usr/bin/chromium.`);

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const root = process.getuid?.() === 0;
const sudo = !root && has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
if (!has('apt-get') || !(root || sudo)) {
  fail('The browser tests need Chromium at /usr/bin/chromium: run `sudo apt-get install chromium`, then `npm test` again.');
}

console.log('Chromium is missing: installing Debian\'s chromium with apt-get (as CI does)…');
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ci', 'ensure-chromium.sh');
try {
  execFileSync('bash', [script], { stdio: 'inherit' });
} catch {
  fail('Installing Chromium failed (see above): run `sudo apt-get install chromium`, then `npm test` again.');
}
