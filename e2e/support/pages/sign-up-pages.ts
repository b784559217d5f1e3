import { expect, type Page } from '@playwright/test';
import { PERSON } from '../accounts';

/** /{group}/register: step 1, login information. */
export class SignUpStep1 {
  readonly email;
  readonly password;
  readonly next;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.next = page.getByRole('button', { name: 'Next' });
  }

  async goto(prefix: string) {
    await this.page.goto(`/${prefix}/register`);
  }

  heading(title: string) {
    return this.page.getByRole('heading', { name: title, exact: true });
  }

  /** The three-step counter, e.g. 'Step 1 of 3'. */
  counter(step: number) {
    return this.page.getByText(`Step ${step} of 3`, { exact: true });
  }

  async fill(email: string, password: string) {
    // Arriving from the login page, whose form has the same labels: the address changes before the new page is
    // on screen, and typing then would fill the login form on its way out.
    await expect(this.counter(1)).toBeVisible();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.next.click();
  }
}

/** /{group}/register/2: personal information. */
export class SignUpStep2 {
  readonly heading;
  readonly firstName;
  readonly lastName;
  readonly address1;
  readonly city;
  readonly county;
  readonly postcode;
  readonly country;
  readonly phone;
  readonly terms;
  readonly submit;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Personal Information', exact: true });
    this.firstName = page.getByLabel('First Name', { exact: true });
    this.lastName = page.getByLabel('Last Name', { exact: true });
    this.address1 = page.getByLabel('Address Line 1', { exact: true });
    this.city = page.getByLabel('City', { exact: true });
    this.county = page.getByLabel('County', { exact: true });
    this.postcode = page.getByLabel('Postcode', { exact: true });
    this.country = page.getByRole('combobox', { name: 'Country', exact: true });
    this.phone = page.getByLabel('Phone', { exact: true });
    this.terms = page.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    this.submit = page.getByRole('button', { name: 'Create Account' });
  }

  /** A field by its label, e.g. 'Employer Name' or 'Position'. */
  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  async expectLoaded() {
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByText('Step 2 of 3', { exact: true })).toBeVisible();
  }

  /**
   * Fills the required fields (and the employer ones when given), keeps the default country, accepts the terms.
   * `position: false` leaves the Position field empty.
   */
  async fillRequired(employer?: { companyLabel: string; position?: boolean }) {
    await this.firstName.fill(PERSON.first_name);
    await this.lastName.fill(PERSON.last_name);
    if (employer) {
      await this.field(employer.companyLabel).fill(PERSON.company);
      if (employer.position !== false) await this.field('Position').fill(PERSON.position);
    }
    await this.address1.fill(PERSON.address_1);
    await this.city.fill(PERSON.city);
    await this.county.fill(PERSON.state);
    await this.postcode.fill(PERSON.zip);
    await this.phone.fill(PERSON.phone);
    await this.terms.check();
  }
}
