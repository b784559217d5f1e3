import { expect, test } from '../support/test';
import { DEMO, FRESH_PASSWORD, freshEmail } from '../support/accounts';
import { SignUpStep1, SignUpStep2 } from '../support/pages/sign-up-pages';
import { lhUserCookie } from '../support/session';
import { toast } from '../support/toast';
import { COMPANY_TEXTS, LOGO_PATH } from '../company/company-support';

test.describe('sign-up', () => {
  test('employer: step 1, step 2 with its required fields, the company step 3, then the inactive dashboard', async ({ page, context }) => {
    // Three forms and the dashboard, each page scanned by axe: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const step1 = new SignUpStep1(page);
    await step1.goto('employer');
    await expect(step1.heading('Create An Employer Account')).toBeVisible();
    await expect(step1.counter(1)).toBeVisible();
    await expect(page.getByText('Login Information', { exact: true })).toBeVisible();
    // Links to sign up as the other kinds.
    await expect(page.getByRole('link', { name: 'Sign up as a candidate' })).toHaveAttribute('href', '/freelancer/register');
    await expect(page.getByRole('link', { name: 'Sign up as an agency' })).toHaveAttribute('href', '/agency/register');

    const email = freshEmail('employer-signup');
    await step1.fill(email, FRESH_PASSWORD);

    await expect(page).toHaveURL('/employer/register/2');
    const step2 = new SignUpStep2(page);
    await step2.expectLoaded();
    await expect(step2.country).toHaveValue('United Kingdom');

    // Submitting it empty shows each required field's message under that field.
    await step2.submit.click();
    const required: [string, string][] = [
      ['First Name', 'Please enter first name'],
      ['Last Name', 'Please enter last name'],
      ['Employer Name', 'Please enter employer name'],
      ['Position', 'Please enter your position'],
      ['Address Line 1', 'Please enter an address'],
      ['City', 'Please enter city'],
      ['County', 'Please enter county'],
      ['Postcode', 'Please enter postcode / zip code'],
      ['Phone', 'Please enter a valid phone number'],
    ];
    for (const [label, message] of required) {
      await expect(step2.field(label), label).toHaveAttribute('aria-invalid', 'true');
      await expect(step2.field(label), label).toHaveAccessibleDescription(message);
    }
    await expect(page.getByText('You must accept the terms and conditions!', { exact: true })).toBeVisible();
    // Optional fields stay valid.
    await expect(step2.field('Address Line 2')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/employer/register/2');

    // The phone rules: too short, then letters.
    for (const phone of ['1234', '020-CALL-NOW']) {
      await step2.phone.fill(phone);
      await step2.phone.blur();
      await expect(step2.phone, phone).toHaveAccessibleDescription('Please enter a valid phone number');
    }

    await step2.fillRequired({ companyLabel: 'Employer Name' });
    await expect(step2.phone).not.toHaveAttribute('aria-invalid', 'true');
    await step2.submit.click();

    // Step 3: the group's complete-profile page, signed in.
    await expect(page).toHaveURL('/employer/complete-profile');
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await expect(page.getByText('Step 3 of 3', { exact: true })).toBeVisible();
    expect(await lhUserCookie(context)).toMatch(/^\d+$/);

    // The company's step-3 form (decision 0024): logo, bio, what sets it apart, logo-use consent; no way round it.
    await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Company Logo.*Upload logo/ })).toBeVisible();
    const bio = page.getByRole('textbox', { name: 'Bio', exact: true });
    const apart = page.getByRole('textbox', { name: 'What sets you apart', exact: true });
    await expect(bio).toBeVisible();
    await expect(apart).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'No' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Complete Profile' });
    await expect(submit).toBeVisible();

    await page.locator('input[type="file"]').setInputFiles(LOGO_PATH);
    await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();
    await bio.fill(COMPANY_TEXTS.bio);
    await apart.fill(COMPANY_TEXTS.apart);
    await page.getByRole('radio', { name: 'No' }).check();
    await submit.click();
    await expect(toast(page, 'Profile completed!')).toBeVisible();

    await expect(page).toHaveURL('/employer/dashboard');
    const notice = page.getByRole('status').filter({ hasText: 'Your account is inactive.' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('We are currently approving your account.');
    // With step 3 done the notice's link opens My Account; step 3 itself sends back to the dashboard (no loop).
    await notice.getByRole('link', { name: 'update your profile' }).click();
    await expect(page).toHaveURL('/employer/account');
    await page.goto('/employer/complete-profile');
    await expect(page).toHaveURL('/employer/dashboard');
  });

  test('candidate: step 1 and step 2 without employer fields, then step 3, which the dashboard waits for', async ({ page }) => {
    const step1 = new SignUpStep1(page);
    await step1.goto('candidate');
    await expect(step1.heading('Create A Candidate Account')).toBeVisible();
    await expect(step1.counter(1)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up as an employer' })).toHaveAttribute('href', '/company/register');

    await step1.fill(freshEmail('candidate-signup'), FRESH_PASSWORD);
    await expect(page).toHaveURL('/candidate/register/2');
    const step2 = new SignUpStep2(page);
    await step2.expectLoaded();
    await expect(step2.country).toHaveValue('United Kingdom');
    // Employer name and position are for employers only; pronouns are offered to candidates.
    await expect(step2.field('Employer Name')).toHaveCount(0);
    await expect(step2.field('Position')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Pronouns' })).toBeVisible();

    await step2.fillRequired();
    await step2.submit.click();
    // Step 3 of 3 is the freelancer's onboarding (decision 0033), which the dashboard waits for.
    await expect(page).toHaveURL('/candidate/complete-profile/2');
    await expect(page.getByRole('heading', { name: "You're signed up" })).toBeVisible();
    await page.goto('/candidate/dashboard');
    await expect(page).toHaveURL('/candidate/complete-profile/2');
  });

  test('agency: its step-1 title and links, Agency Name at step 2, then the agency complete-profile', async ({ page }) => {
    const step1 = new SignUpStep1(page);
    await step1.goto('agency');
    // The title names the account being made (the spec's 'Create A Candidate Account' for agencies too was read so).
    await expect(step1.heading('Create An Agency Account')).toBeVisible();
    await expect(step1.counter(1)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up as an employer' })).toHaveAttribute('href', '/company/register');
    await expect(page.getByRole('link', { name: 'Sign up as a candidate' })).toHaveAttribute('href', '/freelancer/register');

    await step1.fill(freshEmail('agency-signup'), FRESH_PASSWORD);
    await expect(page).toHaveURL('/agency/register/2');
    const step2 = new SignUpStep2(page);
    await step2.expectLoaded();
    await step2.fillRequired({ companyLabel: 'Agency Name' });
    await step2.submit.click();
    // Step 3 is the agency's profile (e2e/agency/onboarding.spec.ts); its dashboard sends it back there until done.
    await expect(page).toHaveURL('/agency/register/complete-profile');
    await expect(page.getByRole('heading', { name: 'Complete your profile', level: 1 })).toBeVisible();
    await page.goto('/agency/dashboard');
    await expect(page).toHaveURL('/agency/register/complete-profile');
  });

  test('step 2 without step 1 goes back to step 1', async ({ page }) => {
    await page.goto('/employer/register/2');
    await expect(page).toHaveURL('/employer/register');
    await expect(page.getByRole('heading', { name: 'Create An Employer Account' })).toBeVisible();
    await expect(page.getByText('Step 1 of 3', { exact: true })).toBeVisible();
  });

  test('an email already used stops step 1 with "Email already exists!"', async ({ page }) => {
    const step1 = new SignUpStep1(page);
    await step1.goto('employer');
    await step1.fill(DEMO.freelancer, FRESH_PASSWORD);
    await expect(toast(page, 'Email already exists!')).toBeVisible();
    await expect(page).toHaveURL('/employer/register');
    await expect(step1.heading('Create An Employer Account')).toBeVisible();
  });
});
