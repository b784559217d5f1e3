/**
 * The browser tests' `test` and `expect`: @playwright/test's, with an automatic fixture that scans every
 * page a test visits with axe (WCAG 2.0, 2.1 and 2.2, levels A and AA) and fails the test on any violation.
 *
 * Every spec imports from here instead of '@playwright/test' (the types are re-exported too):
 *   import { expect, test, type Page } from './test';
 *
 * When: after each main-frame navigation settles (full loads and the app's client-side route changes,
 * which Playwright reports as same-document navigations), once per URL path per test, and once more on
 * every open page at the end of a test that passed (its final state: an open dialog, a filled form; a page whose DOM
 * has not changed since its last scan is not waited on again).
 * Pages of other browsers a test opens (`browser.newContext()`) are scanned as well. A state that another
 * test of this run scanned already (same route, viewport and DOM shape: support/axe-states.ts) is not
 * scanned again: the first test to reach it fails on its violations.
 *
 * Set E2E_AXE_REPORT=/some/file.jsonl to also get every finding as a line of JSON (for a summary).
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { test as base, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { claim, release, stateKey } from './axe-states';

export * from '@playwright/test';

/** The rules of WCAG 2.2 AA (and of 2.0 and 2.1 before it): axe's tags for them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe-core's own script, put into a page once per document load (a client-side route change keeps it). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The scan under way in each page. */
const scans = new WeakMap<Page, Promise<unknown>>();

/**
 * axe.run in the page itself. @axe-core/playwright's AxeBuilder injected its 500 KB script again for every scan and
 * finished each one in a new blank page: about 2 s a scan on CI's cores, against 0.2 s for the run itself. Frames
 * are not entered: the only ones the app shows hold a third party's player.
 */
export function runAxe(page: Page): Promise<AxeResults> {
  // One scan at a time in a page: axe refuses a run while another is under way (a test's own check beside the
  // automatic scan).
  const scan = (scans.get(page) ?? Promise.resolve()).catch(() => undefined).then(() => scanOnce(page));
  scans.set(page, scan);
  return scan;
}

async function scanOnce(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      }),
    WCAG_TAGS,
  );
  const unstyled = await unstyledMantineClasses(page);
  if (unstyled.length) results.violations.push(unstyledViolation(unstyled));
  return results;
}

/**
 * Mantine's classes (`m_` and 8 hex digits) shown in the page that no stylesheet of the page styles: the app imports
 * Mantine's styles per component (apps/web/src/ui/styles), and a component missing from those lists would render
 * unstyled. Checked with every scan, so every state the browser tests reach is checked.
 */
function unstyledMantineClasses(page: Page): Promise<Array<[string, string]>> {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.(m_[0-9a-f]{8})/g)) styled.add(m[1]!);
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        visit(sheet.cssRules);
      } catch {
        // another origin's stylesheet: not ours to read
      }
    }
    const missing = new Map<string, string>();
    for (const el of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const name of Array.from(el.classList)) {
        if (/^m_[0-9a-f]{8}$/.test(name) && !styled.has(name) && !missing.has(name)) missing.set(name, el.outerHTML.slice(0, 160));
      }
    }
    return [...missing];
  });
}

function unstyledViolation(unstyled: Array<[string, string]>): Violation {
  return {
    id: 'mantine-unstyled',
    impact: 'serious',
    help: "A Mantine component is shown without its stylesheet: add its file to apps/web/src/ui/styles",
    helpUrl: 'https://mantine.dev/styles/css-files-list/',
    description: '',
    tags: [],
    nodes: unstyled.map(([name, html]) => ({ target: [`.${name}`], html, any: [], all: [], none: [], impact: 'serious', failureSummary: html })),
  } as Violation;
}

/** How long the DOM must stay still, and the longest wait for it, before a page is scanned. */
const QUIET_MS = 300;
const SETTLE_MAX_MS = 4_000;
/**
 * What is drawn washed out until its fade ends: a dialog and the overlay behind it (opacity 1 once in). One kept in the
 * page while closed (display: none, at opacity 0) is not drawn: waiting for it made every settle last its 4 s.
 */
const FADING = '[role="dialog"], .mantine-Modal-overlay, .mantine-Drawer-overlay';
/** The longest wait, at the end of a test, for the scans under way. */
const FINISH_MAX_MS = 10_000;

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  url: string;
  path: string;
  targets: { selector: string; detail: string }[];
}

export interface AxeOptions {
  /** Scan the pages this test visits (default true). */
  scan: boolean;
}

function pathOf(url: string): string | null {
  if (!/^https?:/.test(url)) return null;
  return new URL(url).pathname;
}

/** Waits until the page has loaded and its DOM has been still for QUIET_MS with no loader on it (at most SETTLE_MAX_MS). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load', { timeout: SETTLE_MAX_MS });
  await page.evaluate(
    ({ quiet, max, fading }) =>
      new Promise<void>((resolve) => {
        const busy = () =>
          document.querySelector('[aria-busy="true"]') !== null ||
          Array.from(document.querySelectorAll(fading)).some((el) => el.checkVisibility() && getComputedStyle(el).opacity !== '1');
        let timer: ReturnType<typeof setTimeout>;
        const finish = () => {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        };
        const rearm = () => {
          clearTimeout(timer);
          timer = setTimeout(() => (busy() ? rearm() : finish()), quiet);
        };
        const observer = new MutationObserver(rearm);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const cap = setTimeout(finish, max);
        rearm();
      }),
    { quiet: QUIET_MS, max: SETTLE_MAX_MS, fading: FADING },
  );
  // A dialog fading in is drawn in washed-out colours until its transition ends (no DOM change marks
  // it): scan it as it will stay. Endless animations (a loader's spin) are not waited for.
  await page
    .evaluate(
      (max) =>
        Promise.race([
          // Stylesheets a lazy page added: until one has loaded, its page is drawn unstyled (no DOM change marks it).
          // A disabled link is never fetched: not waited for.
          Promise.all(
            Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
              .filter((link) => !link.sheet && !link.disabled)
              .map((link) => new Promise((resolve) => link.addEventListener('load', resolve, { once: true }))),
          ).then(() =>
            Promise.all(
              document
                .getAnimations()
                .filter((a) => a.effect?.getTiming().iterations !== Infinity)
                .map((a) => a.finished.catch(() => undefined)),
            ),
          ),
          new Promise((resolve) => setTimeout(resolve, max)),
        ]).then(() => undefined),
      SETTLE_MAX_MS,
    )
    .catch(() => undefined);
}

type QuietWindow = { __axeQuiet?: boolean; __axeQuietWatch?: MutationObserver };

/** Notes in the page that its DOM is settled now: any change to it from here on clears the mark. */
function markScanned(page: Page): Promise<void> {
  return page
    .evaluate(() => {
      const w = window as unknown as QuietWindow;
      if (!w.__axeQuietWatch) {
        w.__axeQuietWatch = new MutationObserver(() => void (w.__axeQuiet = false));
        w.__axeQuietWatch.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }
      w.__axeQuietWatch.takeRecords();
      w.__axeQuiet = true;
    })
    .catch(() => undefined);
}

/** Whether the page's DOM is unchanged since markScanned, in the same document (a load starts with no mark). */
function quietSinceScan(page: Page): Promise<boolean> {
  return page
    .evaluate(() => {
      const w = window as unknown as QuietWindow;
      if (w.__axeQuietWatch?.takeRecords().length) w.__axeQuiet = false;
      return w.__axeQuiet === true;
    })
    .catch(() => false);
}

/**
 * axe's findings on the page as it is drawn. A dialog or a toast that starts to fade in or out while axe runs
 * is seen in washed-out colours: when a transition or an animation was running as the scan started, started
 * during it, or is still running after it, the page is scanned again once they have ended (settle waits for them), up to
 * five times (on a loaded machine a toast leaving and the next one arriving kept three scans busy). A violation that
 * stays when nothing moves is always reported.
 */
export async function analyzeDrawn(page: Page): Promise<AxeResults> {
  const mark = () =>
    page
      .evaluate(() => {
        const w = window as unknown as { __axeMoved?: boolean; __axeWatch?: () => void };
        // One already running when the scan starts counts too: a toast that began to leave just before it, and was
        // gone by the check after it, was seen half-faded (a failing run caught it).
        w.__axeMoved = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
        if (!w.__axeWatch) {
          w.__axeWatch = () => void (w.__axeMoved = true);
          document.addEventListener('transitionstart', w.__axeWatch, true);
          document.addEventListener('animationstart', w.__axeWatch, true);
        }
      })
      .catch(() => undefined);
  const moved = () =>
    page
      .evaluate(
        (fading) =>
          (window as unknown as { __axeMoved?: boolean }).__axeMoved === true ||
          document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity) ||
          // A dialog or its overlay not yet (or no longer) opaque was drawn washed out, whatever the events said: a CI run
          // on a loaded machine scanned a refund dialog at two-thirds opacity with no transition seen.
          Array.from(document.querySelectorAll(fading)).some((el) => el.checkVisibility() && getComputedStyle(el).opacity !== '1'),
        FADING,
      )
      .catch(() => false);
  for (let attempt = 1; ; attempt += 1) {
    await mark();
    const results = await runAxe(page);
    if (attempt === 5 || !(await moved())) return results;
    await settle(page);
  }
}

/** The scans of one test: which pages it watches, which paths were scanned, what was found. */
class AxeRecorder {
  readonly findings: AxeFinding[] = [];
  private readonly scannedPaths = new Set<string>();
  private readonly watched = new WeakSet<Page>();
  private readonly pages = new Set<Page>();
  /** Per page: a counter of main-frame navigations (a scan that saw one happen is dropped) and its scan queue. */
  private readonly navigations = new WeakMap<Page, number>();
  private readonly queues = new WeakMap<Page, Promise<void>>();
  private readonly jobs = new Set<Promise<void>>();
  private closed = false;
  scans = 0;
  /** States reached that this run had scanned already. */
  seen = 0;

  watchContext(context: BrowserContext) {
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
    // A context the test closes mid-scan would lose the scans under way: they end first.
    const close = context.close.bind(context);
    context.close = async (...args) => {
      await this.drain(context.pages().map((page) => this.queues.get(page)));
      return close(...args);
    };
  }

  watchPage(page: Page) {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    this.pages.add(page);
    this.navigations.set(page, 0);
    page.on('close', () => this.pages.delete(page));
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      this.navigations.set(page, (this.navigations.get(page) ?? 0) + 1);
      this.enqueue(page, false);
    });
    if (pathOf(page.url())) this.enqueue(page, false);
  }

  /** Queues a scan of the page's current state (one scan at a time per page). */
  private enqueue(page: Page, final: boolean) {
    const previous = this.queues.get(page) ?? Promise.resolve();
    const job = previous.then(() => this.scan(page, final)).catch(() => undefined);
    this.queues.set(page, job);
    this.jobs.add(job);
    void job.finally(() => this.jobs.delete(job));
  }

  private async scan(page: Page, final: boolean): Promise<void> {
    if (this.closed && !final) return;
    if (page.isClosed()) return;
    const path = pathOf(page.url());
    if (!path || (!final && this.scannedPaths.has(path))) return;
    const before = this.navigations.get(page);
    // The end-of-test scan of a page whose DOM has not changed since its last scan settled needs no new wait.
    if (!(final && (await quietSinceScan(page)))) await settle(page);
    const url = page.url();
    if (pathOf(url) !== path || this.navigations.get(page) !== before) return; // moved on: the new page queued its own scan
    await markScanned(page);
    // Each distinct state once per run (support/axe-states.ts): another test, here or in another worker, scanned this one.
    const key = await stateKey(page);
    if (key === null) return;
    if (!claim(key)) {
      this.seen += 1;
      this.scannedPaths.add(path);
      return;
    }
    const results = await analyzeDrawn(page).catch((err: unknown) => {
      release(key);
      throw err;
    });
    if (this.navigations.get(page) !== before || page.isClosed()) {
      release(key); // changed under the scan
      return;
    }
    this.scans += 1;
    this.scannedPaths.add(path);
    for (const violation of await withoutComboboxLists(page, results.violations)) {
      this.findings.push({
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        url,
        path,
        targets: violation.nodes.map((node) => ({
          selector: node.target.map(String).join(' >> '),
          detail: (node.any[0] ?? node.all[0] ?? node.none[0])?.message ?? node.failureSummary ?? '',
        })),
      });
    }
  }

  /** Waits for the scans under way; then, if wanted, scans every open page's final state. */
  async finish(scanFinalState: boolean): Promise<void> {
    await this.drain([...this.jobs]);
    if (scanFinalState) {
      for (const page of this.pages) if (!page.isClosed()) this.enqueue(page, true);
      await this.drain([...this.jobs]);
    }
    this.closed = true;
  }

  /**
   * Waits for scans, for at most FINISH_MAX_MS: one on a page whose browser the test closed some other way
   * can wait for ever, and the test's time is not axe's.
   */
  private drain(jobs: (Promise<void> | undefined)[]): Promise<void> {
    return Promise.race([
      Promise.all(jobs).then(() => undefined),
      new Promise<void>((resolve) => setTimeout(resolve, FINISH_MAX_MS).unref()),
    ]);
  }

  /** The findings without repeats (the same rule on the same element of the same path). */
  distinctFindings(): AxeFinding[] {
    const seen = new Set<string>();
    const out: AxeFinding[] = [];
    for (const finding of this.findings) {
      const targets = finding.targets.filter((t) => {
        const key = `${finding.path}|${finding.rule}|${t.selector}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      if (targets.length > 0) out.push({ ...finding, targets });
    }
    return out;
  }
}

export function formatFindings(findings: AxeFinding[]): string {
  const lines = [`Accessibility: axe found ${findings.length} violation(s) of WCAG 2.2 AA on the pages this test visited:`];
  for (const f of findings) {
    lines.push(`- ${f.rule} (${f.impact}) on ${f.url}: ${f.help}`);
    for (const t of f.targets) lines.push(`    ${t.selector}${t.detail ? `  — ${t.detail}` : ''}`);
  }
  return lines.join('\n');
}

function report(findings: AxeFinding[], testInfo: TestInfo) {
  const file = process.env.E2E_AXE_REPORT;
  if (!file || findings.length === 0) return;
  const test = `${testInfo.titlePath.join(' › ')}`;
  appendFileSync(file, findings.map((f) => `${JSON.stringify({ test, ...f })}\n`).join(''));
}

/** Pages of browsers the test opens itself are watched too: browser.newContext/newPage are wrapped for the test's duration. */
function watchNewContexts(browser: Browser, recorder: AxeRecorder): () => void {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    recorder.watchContext(context);
    return context;
  };
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    recorder.watchPage(page);
    return page;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}

export const test = base.extend<{ axe: AxeOptions; axeScan: void }>({
  axe: [{ scan: true }, { option: true }],
  axeScan: [
    async ({ axe, context, browser }, use, testInfo) => {
      if (!axe.scan) return use();
      const recorder = new AxeRecorder();
      recorder.watchContext(context);
      const restore = watchNewContexts(browser, recorder);
      try {
        await use();
      } finally {
        restore();
      }
      const passed = testInfo.status === testInfo.expectedStatus;
      await recorder.finish(passed);
      const findings = recorder.distinctFindings();
      report(findings, testInfo);
      testInfo.annotations.push({
        type: 'axe',
        description: `${recorder.scans} scan(s), ${recorder.seen} state(s) scanned before in this run, ${findings.length} violation(s)`,
      });
      if (findings.length > 0) {
        await testInfo.attach('axe-violations.json', { body: JSON.stringify(findings, null, 2), contentType: 'application/json' });
        if (passed) throw new Error(formatFindings(findings));
      }
    },
    { auto: true },
  ],
});

type Violation = AxeResults['violations'][number];

/**
 * An open select's option list scrolls inside its listbox, and axe asks a scrolling region to be a tab stop
 * (scrollable-region-focusable). In the ARIA combobox pattern the options are reached with the arrow keys
 * from the field (aria-activedescendant), and a tab stop inside the listbox would break its allowed children
 * (aria-required-children): so that one rule is set aside for regions inside a listbox, and only there.
 */
async function withoutComboboxLists(page: Page, violations: Violation[]): Promise<Violation[]> {
  const kept: Violation[] = [];
  for (const violation of violations) {
    if (violation.id !== 'scrollable-region-focusable') {
      kept.push(violation);
      continue;
    }
    const nodes = [];
    for (const node of violation.nodes) {
      const selector = node.target.map(String).at(-1) ?? '';
      const inListbox = await page
        .evaluate((css) => Boolean(document.querySelector(css)?.closest('[role="listbox"]')), selector)
        .catch(() => false);
      if (!inListbox) nodes.push(node);
    }
    if (nodes.length) kept.push({ ...violation, nodes });
  }
  return kept;
}
