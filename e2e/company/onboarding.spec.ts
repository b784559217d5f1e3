import { expect, test, type Page } from '../support/test';
import { DEMO, DEMO_PASSWORD, FRESH_PASSWORD, freshEmail, PERSON } from '../support/accounts';
import { SignUpStep1, SignUpStep2 } from '../support/pages/sign-up-pages';
import { signIn } from '../support/session';
import { toast } from '../support/toast';
import { COMPANY_TEXTS, LOGO_PATH, onboardedCompany } from './company-support';

/** Onboarding step 3 for a company, its profile and edit form, and the profile freelancers and agencies read (decision 0024). */

const message = (page: Page, text: string) => page.getByText(text, { exact: true });

test.describe('company onboarding', () => {
  test('a new company completes its profile with a logo and lands on the dashboard, with no loop', async ({ page }) => {
    const step1 = new SignUpStep1(page);
    await step1.goto('employer');
    await step1.fill(freshEmail('company-onboard'), FRESH_PASSWORD);
    const step2 = new SignUpStep2(page);
    await step2.expectLoaded();
    await step2.fillRequired({ companyLabel: 'Employer Name' });
    await step2.submit.click();

    await expect(page).toHaveURL('/employer/complete-profile');
    await expect(page.getByRole('heading', { name: 'Complete your profile', level: 1 })).toBeVisible();
    await expect(page.getByText('Step 3 of 3', { exact: true })).toBeVisible();
    // The dashboard sends an owner without a bio or a logo back here.
    await page.goto('/employer/dashboard');
    await expect(page).toHaveURL('/employer/complete-profile');

    // Every field's message on an empty submission.
    const submit = page.getByRole('button', { name: 'Complete Profile' });
    await submit.click();
    for (const text of ['You must upload a company logo', 'Please fill in your profile bio', 'This field is required', 'You must fill this field']) {
      await expect(message(page, text), text).toBeVisible();
    }

    // The logo: not an image, then an image of another type, then a PNG.
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(message(page, 'Please select an image file.')).toBeVisible();
    await file.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(message(page, 'We only support JPEGs and PNGs for image upload')).toBeVisible();
    await file.setInputFiles(LOGO_PATH);
    await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Replace logo/ })).toBeVisible();
    await expect(message(page, 'You must upload a company logo')).toHaveCount(0);

    // What sets you apart holds 250 characters, with a live count.
    const apart = page.getByRole('textbox', { name: 'What sets you apart', exact: true });
    await apart.fill('x'.repeat(251));
    await apart.blur();
    await expect(message(page, 'What sets you apart must be at most 250 characters')).toBeVisible();
    await expect(apart).toHaveAccessibleDescription(/251 \/ 250 characters – 1 too many$/);
    await apart.fill(COMPANY_TEXTS.apart);
    await page.getByRole('textbox', { name: 'Bio', exact: true }).fill(COMPANY_TEXTS.bio);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await submit.click();

    await expect(toast(page, 'Profile completed!')).toBeVisible();
    await expect(page).toHaveURL('/employer/dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'Your account is inactive.' })).toBeVisible();
    // Complete now: neither page sends to the other.
    await page.goto('/employer/complete-profile');
    await expect(page).toHaveURL('/employer/dashboard');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page).toHaveURL('/employer/dashboard');

    // My Account: the company, the person, the job-post balance and the admin's edit link.
    await page.goto('/employer/account');
    await expect(page.getByText(PERSON.company, { exact: true })).toBeVisible();
    await expect(page.getByText(`${PERSON.first_name} ${PERSON.last_name}`, { exact: true })).toBeVisible();
    await expect(page.getByText('Job Posts Available', { exact: true })).toBeVisible();
    // A new company has bought nothing yet: its balance is 0, read from the credits ledger.
    await expect(page.getByTestId('job-post-balance')).toContainText(/Job Posts Available\s*0$/);
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/employer/edit-profile');
  });

  test('a guest and a member are never sent to complete-profile', async ({ page }) => {
    await signIn(page, { prefix: 'company', email: DEMO.member, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
    await page.goto('/company/complete-profile');
    await expect(page).toHaveURL('/company/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});

test.describe('company profile', () => {
  test('the owner edits the profile: the messages, the email in use, then the saved profile', async ({ page, request }) => {
    const company = await onboardedCompany(request, 'company-edit');
    await signIn(page, { prefix: 'company', email: company.email, password: company.password, landsOn: '/company/dashboard' });
    await page.goto('/company/edit-profile');
    await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();

    const name = page.getByRole('textbox', { name: 'Employer Name', exact: true });
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    const save = page.getByRole('button', { name: 'Save Profile' });
    await expect(name).toHaveValue(PERSON.company);
    await expect(email).toHaveValue(company.email);
    await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('United Kingdom');

    await name.fill('');
    await page.getByRole('textbox', { name: 'Bio', exact: true }).fill('b'.repeat(1001));
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('');
    await email.fill('');
    await save.click();
    await expect(message(page, 'Add Employer Name')).toBeVisible();
    await expect(message(page, 'Bio and Description must be less than 1000 characters')).toBeVisible();
    await expect(message(page, 'Please enter city')).toBeVisible();
    await expect(message(page, 'Please add email address')).toBeVisible();

    // Another account's email: the server's answer under the field (a new email also asks for the password).
    await name.fill('Renamed Studio Ltd');
    await page.getByRole('textbox', { name: 'Bio', exact: true }).fill('A renamed studio.');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Bristol');
    await email.fill(DEMO.agency);
    await expect(page.getByLabel('Current Password', { exact: true })).toBeVisible();
    await save.click();
    await expect(message(page, 'Email already exists!')).toBeVisible();
    await email.fill(company.email);
    await expect(page.getByLabel('Current Password', { exact: true })).toHaveCount(0);

    const country = page.getByRole('combobox', { name: 'Country', exact: true });
    await country.fill('France');
    await page.getByRole('option', { name: 'France', exact: true }).click();
    await save.click();
    await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
    await expect(page).toHaveURL('/company/profile');
    await expect(page.getByRole('heading', { name: 'Company Information', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Renamed Studio Ltd', level: 2 })).toBeVisible();
    await expect(page.getByText('Bristol, West Yorkshire, France', { exact: true })).toBeVisible();
    await expect(page.getByText('A renamed studio.', { exact: true })).toBeVisible();
  });

  test('a member gets 404 on edit-profile and no edit link; a guest admin edits the team without its email', async ({ page, browser }) => {
    await signIn(page, { prefix: 'company', email: DEMO.member, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
    for (const prefix of ['company', 'employer']) {
      await page.goto(`/${prefix}/edit-profile`);
      await expect(page).toHaveURL(`/${prefix}/404`);
    }
    await page.goto('/company/account');
    await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
    await page.goto('/company/profile');
    await expect(page.getByRole('heading', { name: 'Company Information', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);

    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await signIn(guest, { prefix: 'company', email: DEMO.guest, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
    await guest.goto('/company/edit-profile');
    await expect(guest.getByRole('textbox', { name: 'Employer Name', exact: true })).not.toHaveValue('');
    await expect(guest.getByRole('textbox', { name: 'Email', exact: true })).toHaveCount(0);
    await guestContext.close();
  });

  test('a freelancer and an agency read an approved company at company-profile/{id}; others are not found', async ({ page, browser, request }) => {
    const company = await onboardedCompany(request, 'company-public', { approve: true });
    const pending = await onboardedCompany(request, 'company-pending');
    await signIn(page, { prefix: 'freelancer', email: DEMO.freelancer, password: DEMO_PASSWORD, landsOn: '/freelancer/dashboard' });
    await page.goto(`/freelancer/company-profile/${company.id}`);
    await expect(page.getByRole('heading', { name: PERSON.company, level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: `${PERSON.company} logo` })).toBeVisible();
    await expect(page.getByText(`${PERSON.city}, ${PERSON.state}, United Kingdom`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About the company', level: 2 })).toBeVisible();
    await expect(page.getByText(COMPANY_TEXTS.bio, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What sets us apart', level: 2 })).toBeVisible();
    await expect(page.getByText(COMPANY_TEXTS.apart, { exact: true })).toBeVisible();
    // The street and the contact details are not on it.
    await expect(page.getByText(PERSON.address_1)).toHaveCount(0);
    await expect(page.getByText(company.email)).toHaveCount(0);
    await expect(page).toHaveTitle(`${PERSON.company}: company profile | Onbrief`);

    for (const id of [pending.id, '999999']) {
      await page.goto(`/candidate/company-profile/${id}`);
      await expect(page.getByRole('heading', { name: 'Page Not Found!', level: 1 })).toBeVisible();
    }

    const agencyContext = await browser.newContext();
    const agency = await agencyContext.newPage();
    await signIn(agency, { prefix: 'agency', email: DEMO.agency, password: DEMO_PASSWORD, landsOn: '/agency/dashboard' });
    await agency.goto(`/agency/company-profile/${company.id}`);
    await expect(agency.getByRole('heading', { name: PERSON.company, level: 1 })).toBeVisible();
    await agencyContext.close();
  });
});

