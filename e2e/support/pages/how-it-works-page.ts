import { expect, type Page } from '@playwright/test';
import { PRODUCT_NAME } from '../../../apps/web/src/ui/brand';

export const HOW_IT_WORKS_PATH = '/marketing/how-it-works';

/** The three audiences of the page: section heading, sign-up button and where it leads. */
export const AUDIENCES = [
  { heading: 'For employers', signUp: 'Sign up as an employer', register: '/company/register', logIn: 'Log in as an employer', login: '/company/login' },
  { heading: 'For freelancers', signUp: 'Sign up as a freelancer', register: '/freelancer/register', logIn: 'Log in as a freelancer', login: '/freelancer/login' },
  { heading: 'For agencies', signUp: 'Sign up as an agency', register: '/agency/register', logIn: 'Log in as an agency', login: '/agency/login' },
] as const;

/** /marketing/how-it-works (spec 000 §2.1): how the marketplace works for each kind of account. */
export class HowItWorksPage {
  readonly heading;
  readonly sections;
  readonly onThisPage;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'How It Works', exact: true });
    this.sections = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) });
    this.onThisPage = page.getByRole('navigation', { name: 'On this page' });
  }

  async goto(hash = '') {
    await this.page.goto(`${HOW_IT_WORKS_PATH}${hash}`);
    // The page is rendered on the server: hydration sets the scroll position, so scroll or click once it is live.
    await expect(this.page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await this.expectLoaded();
  }

  async expectLoaded() {
    await expect(this.heading).toBeVisible();
    await expect(this.page).toHaveTitle(`How It Works | ${PRODUCT_NAME}`);
    await expect(this.page.getByText('Page Not Found!')).toHaveCount(0);
  }

  /** An audience's section, found by its heading (the section is labelled by it). */
  section(heading: string) {
    return this.page.getByRole('region', { name: heading, exact: true });
  }

  sectionHeading(heading: string) {
    return this.page.getByRole('heading', { level: 2, name: heading, exact: true });
  }

  /** The numbered steps of a section. */
  steps(heading: string) {
    return this.section(heading).getByRole('listitem');
  }
}
