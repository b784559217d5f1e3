import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '../support/test';
import { registerAccount, type FreshAccount } from '../support/accounts';
import { adminToken } from '../support/content';
import { call } from '../support/graphql';

/** Any PNG will do as a photo (decision 0033): the company fixture. */
export const PHOTO_PATH = fileURLToPath(new URL('../fixtures/company-logo.png', import.meta.url));

/** A new freelancer registered through the API (the sign-up form's mutation) and approved by the administrator. */
export async function approvedFreelancer(request: APIRequestContext, tag: string): Promise<FreshAccount & { id: string }> {
  const account = await registerAccount(request, 'FREELANCER', tag);
  const { login } = await call<{ login: { id: string } }>(
    request,
    'mutation($input: LoginInput!) { login(input: $input) { id } }',
    { input: { email: account.email, password: account.password } },
  );
  await call(request, 'mutation($id: ID!) { adminApproveUser(id: $id) { id } }', { id: login.id }, await adminToken(request));
  return { ...account, id: login.id };
}

/** The onboarding and personal information forms as a person uses them. */
export class FreelancerForms {
  constructor(readonly page: Page) {}

  combo(name: string): Locator {
    return this.page.getByRole('combobox', { name, exact: true });
  }

  field(control: Locator): Locator {
    return this.page.locator('.mantine-InputWrapper-root').filter({ has: control });
  }

  /** Opens a select's list: its visible box. */
  async open(name: string) {
    await this.field(this.combo(name)).locator('.mantine-Input-input').first().click();
  }

  async pick(name: string, option: string) {
    await this.open(name);
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  /** Picks the first `n` options still offered by a multi-select (picked ones leave the list). */
  async pickFirst(name: string, n: number) {
    const combo = this.combo(name);
    for (let i = 0; i < n; i++) {
      // The search field itself (the box fills with pills): a click opens the list, ArrowDown when it stays shut.
      await combo.click();
      const first = this.page.getByRole('listbox').getByRole('option').first();
      if (!(await first.isVisible())) await this.page.keyboard.press('ArrowDown');
      await first.click();
      await this.page.keyboard.press('Escape');
    }
  }

  /** Removes the last value of a multi-select (Backspace in its empty search). */
  async removeLast(name: string) {
    await this.combo(name).focus();
    await this.page.keyboard.press('Backspace');
    await this.page.keyboard.press('Escape');
  }

  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  textbox(name: string): Locator {
    return this.page.getByRole('textbox', { name, exact: true });
  }

  /** Looks at the page at 1280 and 390 px: no sideways scroll (with E2E_SHOTS_DIR set, screenshots in the run's output folder). */
  async lookAt(name: string, outputPath: (name: string) => string) {
    for (const width of [1280, 390]) {
      await this.page.setViewportSize({ width, height: 900 });
      await expect(this.page.locator('h1')).toBeVisible();
      const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      // To look at, when asked for (nothing asserts on them).
      if (process.env.E2E_SHOTS_DIR) await this.page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }
}
