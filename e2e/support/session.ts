import { expect, type BrowserContext, type Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';

/** The lh_user cookie's value, or undefined when it is not set. */
export async function lhUserCookie(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === 'lh_user' && cookie.value !== '')?.value;
}

/** The access token the app keeps for the signed-in user (localStorage), or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('access_token'));
}

/** Signs in through /{prefix}/login and waits for the landing page. */
export async function signIn(page: Page, opts: { prefix: string; email: string; password: string; landsOn: string | RegExp }) {
  const login = new LoginPage(page);
  await login.goto(opts.prefix);
  await login.signIn(opts.email, opts.password);
  // Signing in loads the area's code for the first time: on a busy 2-core machine with three browsers that has taken
  // over the 7 s default (the dashboard's lists get 20 s for the same reason, company/manage-support.ts).
  await expect(page).toHaveURL(opts.landsOn, { timeout: 20_000 });
}
