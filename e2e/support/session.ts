import { expect, type BrowserContext, type Page } from '@playwright/test';
import { call, fromNewAddress } from './graphql';
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

interface SignInOptions {
  prefix: string;
  email: string;
  password: string;
  landsOn: string | RegExp;
}

/**
 * Signs in for a test whose subject is not the sign-in form: the `login` mutation the form sends (by API, from an
 * address of its own), then the token-login landing /login/marketing?token&type, which stores the session as the
 * form does (token, user, cookies, page session, login type) and goes to the user's home. It spares a page load
 * and the form's typing, about a second each time on CI's cores, in a suite that signs in over a hundred times.
 * The specs about signing in drive the form: `signInThroughForm`.
 */
export async function signIn(page: Page, opts: SignInOptions) {
  const { login } = await call<{ login: { access_token: string | null } }>(
    page.request,
    'mutation Login($input: LoginInput!) { login(input: $input) { access_token } }',
    { input: { email: opts.email, password: opts.password } },
    undefined,
    fromNewAddress(),
  );
  if (!login.access_token) throw new Error(`signing in ${opts.email} gave no token`);
  await page.goto(`/login/marketing?${new URLSearchParams({ token: login.access_token, type: opts.prefix })}`);
  await landed(page, opts.landsOn);
}

/** Signs in through /{prefix}/login as a person does, and waits for the landing page. */
export async function signInThroughForm(page: Page, opts: SignInOptions) {
  const login = new LoginPage(page);
  await login.goto(opts.prefix);
  await login.signIn(opts.email, opts.password);
  await landed(page, opts.landsOn);
}

// Signing in loads the area's code for the first time: on a busy 2-core machine with three browsers that has taken
// over the 7 s default (the dashboard's lists get 20 s for the same reason, company/manage-support.ts).
const landed = (page: Page, landsOn: string | RegExp) => expect(page).toHaveURL(landsOn, { timeout: 20_000 });
