import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '../support/test';
import { registerAccount, type FreshAccount } from '../support/accounts';
import { call } from '../support/graphql';
import { LOGO_PNG } from '../company/company-support';

/** Texts of the agency's onboarding (decision 0050). */
export const AGENCY_TEXTS = {
  bio: 'We design and build websites, films and brands for companies that want to be remembered.',
} as const;

/** An agency signed up through the API, with its onboarding done through the API (logo uploaded, lists chosen). */
export async function onboardedAgency(request: APIRequestContext, tag: string): Promise<FreshAccount & { token: string; id: string }> {
  const account = await registerAccount(request, 'AGENCY', tag);
  const { login } = await call<{ login: { id: string; access_token: string } }>(
    request,
    'mutation($input: LoginInput!) { login(input: $input) { id access_token } }',
    { input: { email: account.email, password: account.password } },
    undefined,
    { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` },
  );
  const uploaded = await request.post('/api/uploads', {
    headers: { authorization: `Bearer ${login.access_token}` },
    multipart: { purpose: 'logo', file: { name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG } },
  });
  const { url } = (await uploaded.json()) as { url: string };
  const lists = await call<{ services: { id: string }[]; genres: { id: string }[] }>(request, '{ services { id } genres { id } }', {});
  await call(
    request,
    'mutation($input: CompleteAgencyProfileInput!) { completeAgencyProfile(input: $input) { id } }',
    {
      input: {
        avatar: url, agency_name: 'Northern Lights Studio', agency_locations: ['Leeds, England, United Kingdom'], bio: AGENCY_TEXTS.bio,
        agency_phones: ['0113 496 0000'], services: [lists.services[0]!.id], genres: [lists.genres[0]!.id],
      },
    },
    login.access_token,
  );
  return { ...account, token: login.access_token, id: login.id };
}

/** Screenshots of the page at 1280 and 390 px wide, to look at, when E2E_SHOTS_DIR names a folder (docs/testing.md). */
export async function screenshotBoth(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/agency-${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** No horizontal scroll at a phone's width (390 px). */
export async function fitsPhone(page: Page): Promise<boolean> {
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
  await page.setViewportSize({ width: 1280, height: 900 });
  return fits;
}

/** Picks the first option still offered by a multi-select (picked ones leave the list). */
export async function pickFirst(page: Page, name: string) {
  const combo = page.getByRole('combobox', { name, exact: true });
  await combo.click();
  const first = page.getByRole('listbox').getByRole('option').first();
  if (!(await first.isVisible())) await page.keyboard.press('ArrowDown');
  await first.click();
  await page.keyboard.press('Escape');
}
