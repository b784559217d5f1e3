import { expect, test, type Page } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { AppShell } from '../support/pages/app-shell';
import { LoginPage } from '../support/pages/login-page';
import { signIn } from '../support/session';
import { complaints } from '../support/complaints';
import { expectEachStylesheetFetchedOnce, requestsOf, scriptRequests } from '../support/scripts';

/**
 * The visitors' entry pages arrive as HTML rendered at build time and are hydrated (decision 0021):
 * readable before any script runs, live without a hydration complaint, and nothing typed early is lost.
 */

/** Resolves once React has hydrated the element (it keeps its props on the DOM node). */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    },
    selector,
  );
}

/**
 * Holds the login page's chunk (so the page stays as the HTML drew it) until the returned function is called.
 * The chunk is preloaded by the HTML, so its request says nothing of the app's code: `entryRunning` waits for
 * the entry to have run and to be holding clicks and submits until the page is live (`data-hydrated="false"`).
 */
async function holdLoginChunk(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/LoginPage-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function entryRunning(page: Page) {
  await expect(page.locator('#root[data-hydrated="false"]')).toBeAttached();
}

/** Opens the company login page and waits until it is live and its network is idle; returns the scripts it requested. */
async function settledLoginPage(page: Page): Promise<string[]> {
  const scripts = scriptRequests(page);
  await page.goto('/company/login');
  await hydrated(page, 'input[type="email"]');
  await page.waitForLoadState('networkidle');
  return scripts;
}

test.describe('pre-rendered entry pages', () => {
  test('the login page is served as HTML with its heading, fields and title, no-cache; other pages get the shell', async ({ request }) => {
    for (const path of ['/company/login', '/company/login/', '/company/login?redirectTo=%2Fcompany%2Fdashboard']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toBe('no-cache');
      const html = await res.text();
      expect(html, path).toContain('<title>Log in | Onbrief</title>');
      expect(html, path).toMatch(/<h1[^>]*>Login<\/h1>/);
      expect(html, path).toMatch(/<label[^>]*>Email<\/label>/);
      expect(html, path).toMatch(/<input[^>]*type="email"/);
      expect(html, path).toContain('data-prerendered="/company/login"');
    }
    // The alias shows the page it leads to.
    expect(await (await request.get('/login')).text()).toContain('data-prerendered="/freelancer/login"');
    const signUp = await (await request.get('/agency/register')).text();
    expect(signUp).toContain('<title>Create an agency account | Onbrief</title>');
    expect(signUp).toMatch(/<h1[^>]*>[^<]+<\/h1>/);

    const shell = await (await request.get('/company/dashboard')).text();
    expect(shell).toContain('<div id="root"></div>');
  });

  test('hydrates without a complaint; signing in still works', async ({ page }) => {
    const problems = await complaints(page);
    const login = new LoginPage(page);
    await page.goto('/company/login');
    await hydrated(page, 'input[type="email"]');
    await login.signIn(DEMO.employer, DEMO_PASSWORD);
    await expect(page).toHaveURL('/company/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the page links its CSS, and each file is fetched once, not again by the chunks that import it (issue 8)', async ({ page }) => {
    const stylesheets = requestsOf(page, 'stylesheet');
    await settledLoginPage(page);
    await expectEachStylesheetFetchedOnce(page, stylesheets);
  });

  test('the validation rules (zod) load on the first focus of a field, not with the page (issue 8)', async ({ page }) => {
    const problems = await complaints(page);
    const scripts = await settledLoginPage(page);
    expect(scripts.filter((path) => path.includes('vendor-zod'))).toEqual([]);

    const zod = page.waitForRequest(/\/assets\/vendor-zod-[\w-]+\.js$/);
    await new LoginPage(page).email.focus();
    await zod;
    expect(problems).toEqual([]);
  });

  test("TanStack Query's client loads when the form is sent, not with the page, and signing in works (issue 8)", async ({ page }) => {
    const problems = await complaints(page);
    const scripts = await settledLoginPage(page);
    // Neither the query client nor another area's route table comes with a visitor's first page.
    expect(scripts.filter((path) => /\/(vendor-query|query-client|employer|freelancer|agency|admin)-/.test(path))).toEqual([]);

    const login = new LoginPage(page);
    await login.email.fill(DEMO.employer);
    await login.password.fill(DEMO_PASSWORD);
    const query = page.waitForRequest(/\/assets\/vendor-query-[\w-]+\.js$/);
    await login.submit.click();
    await query;
    await expect(page).toHaveURL('/company/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('what is typed before hydration stays, and a submit before it is sent once the page is live', async ({ page }) => {
    const problems = await complaints(page);
    const release = await holdLoginChunk(page);
    const login = new LoginPage(page);
    await page.goto('/candidate/login?redirectTo=%2Fcandidate%2Faccount', { waitUntil: 'commit' });
    await expect(login.heading).toBeVisible();
    await entryRunning(page);
    await login.email.fill(DEMO.freelancer);
    await login.password.fill(DEMO_PASSWORD);
    await login.submit.click();
    // Nothing went anywhere: the page is still the HTML, waiting for its code (which has put the query
    // aside until the page is live).
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/candidate\/login(\?|$)/);
    await expect(login.email).toHaveValue(DEMO.freelancer);
    release();
    await expect(page).toHaveURL('/candidate/account');
    await expect(page.getByRole('heading', { name: 'My Account', exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a link clicked while the page hydrates is followed once it is live, without reloading the page', async ({ page }) => {
    const problems = await complaints(page);
    const release = await holdLoginChunk(page);
    const login = new LoginPage(page);
    await page.goto('/company/login', { waitUntil: 'commit' });
    await entryRunning(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await login.forgotLink.click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL('/company/login');
    release();
    await expect(page).toHaveURL(/\/company\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A client-side navigation: the page (and what it holds) is the same one.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a link pressed while the page hydrates and released once it is live is followed, though redrawn under the pointer; dragged off, it is not', async ({ page }) => {
    const problems = await complaints(page);
    const login = new LoginPage(page);
    /** Presses the link before the page is live; it is live (and the link redrawn, when asked) before the pointer goes up. */
    const pressAcrossHydration = async (redraw: boolean) => {
      const release = await holdLoginChunk(page);
      await page.goto('/company/login', { waitUntil: 'commit' });
      await entryRunning(page);
      const box = (await login.forgotLink.boundingBox())!;
      await page.mouse.move(box.x + 4, box.y + box.height / 2);
      await page.mouse.down();
      release();
      await hydrated(page, 'input[type="email"]');
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      // As a render may, hydrating mid-press: the browser then sends the press's click to no link (an e2e run saw it).
      if (redraw) await login.forgotLink.evaluate((link) => link.replaceWith(link.cloneNode(true)));
      return box;
    };
    const box = await pressAcrossHydration(false);
    await page.mouse.move(box.x + box.width / 2, box.y - 80);
    await page.mouse.up();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL('/company/login');
    await page.unrouteAll();

    await pressAcrossHydration(true);
    await page.mouse.up();
    await expect(page).toHaveURL(/\/company\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a tap on a button while the page hydrates (the phone menu) is done once it is live', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const problems = await complaints(page);
    const release = await holdLoginChunk(page);
    const shell = new AppShell(page);
    await page.goto('/agency/login', { waitUntil: 'commit' });
    await entryRunning(page);
    await shell.burger.click();
    await page.waitForTimeout(300);
    await expect(shell.mobileNav).toBeHidden();
    release();
    await expect(shell.mobileNav).toBeVisible();
    await expect(shell.mobileNav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/agency/login');
    expect(problems).toEqual([]);
  });

  test('a value typed right after load survives hydration and what follows it', async ({ page }) => {
    const problems = await complaints(page);
    const release = await holdLoginChunk(page);
    const login = new LoginPage(page);
    await page.goto('/freelancer/login', { waitUntil: 'commit' });
    await login.email.fill('typed.early@example.test');
    release();
    await hydrated(page, 'input[type="email"]');
    await expect(login.email).toHaveValue('typed.early@example.test');
    // A render after hydration (focusing a field loads the rules, then leaving it checks them).
    await login.password.focus();
    await login.password.fill('x');
    await login.email.focus();
    await expect(login.email).toHaveValue('typed.early@example.test');
    await expect(login.password).toHaveValue('x');
    expect(problems).toEqual([]);
  });

  test('a query the page reads (?reset=1) and an alias (/login) are applied after hydration', async ({ page }) => {
    const problems = await complaints(page);
    await page.goto('/company/login?reset=1');
    await expect(page.getByRole('status').filter({ hasText: 'Password reset' })).toBeVisible();
    await expect(page).toHaveURL('/company/login?reset=1');

    await page.goto('/login?redirectTo=%2Ffreelancer%2Faccount');
    await expect(page).toHaveURL('/freelancer/login?redirectTo=%2Ffreelancer%2Faccount');
    await hydrated(page, 'input[type="email"]');
    await new LoginPage(page).signIn(DEMO.freelancer, DEMO_PASSWORD);
    await expect(page).toHaveURL('/freelancer/account');
    expect(problems).toEqual([]);
  });

  test('a signed-in user opening a pre-rendered page still goes to their home, without a complaint', async ({ page }) => {
    await signIn(page, { prefix: 'agency', email: DEMO.agency, password: DEMO_PASSWORD, landsOn: '/agency/dashboard' });
    const problems = await complaints(page);
    for (const path of ['/agency/login', '/agency/register', '/login']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/agency/dashboard');
    }
    expect(problems).toEqual([]);
  });
});
