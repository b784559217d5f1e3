import { expect, type Page } from '@playwright/test';

/** /{group}/login. */
export class LoginPage {
  readonly heading;
  readonly email;
  readonly password;
  readonly submit;
  readonly forgotLink;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Login', exact: true });
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Login', exact: true });
    this.forgotLink = page.getByRole('link', { name: 'Forgot your password?' });
  }

  async goto(prefix: string, query = '') {
    await this.page.goto(`/${prefix}/login${query}`);
    await expect(this.heading).toBeVisible();
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
