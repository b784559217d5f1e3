import { expect, test, type Page } from '../support/test';
import { FRESH_PASSWORD, freshEmail } from '../support/accounts';
import { readInvitationLink, readVerificationLink } from '../support/mail';
import { call, fromNewAddress } from '../support/graphql';
import { tokenOf } from '../company/team-support';
import { SignUpStep1, SignUpStep2 } from '../support/pages/sign-up-pages';
import { signIn } from '../support/session';
import { toast } from '../support/toast';
import { LOGO_PATH } from '../company/company-support';
import { AGENCY_TEXTS, fitsPhone, onboardedAgency, pickFirst, screenshotBoth } from './onboarding-support';

/** The agency's onboarding, email verification, account information and profile edit (issue 27, decision 0050). */

const message = (page: Page, text: string) => page.getByText(text, { exact: true });

test.describe('agency onboarding', () => {
  test('signs up, completes its profile, reaches "Your All Signed Up!" and the dashboard, and verifies its email', async ({ page }) => {
    // The whole onboarding with uploads and two mails: 45 s on a quiet run, over 60 s in a loaded one.
    test.setTimeout(90_000);
    const email = freshEmail('agency-onboard');
    const step1 = new SignUpStep1(page);
    await step1.goto('agency');
    await step1.fill(email, FRESH_PASSWORD);
    const step2 = new SignUpStep2(page);
    await step2.expectLoaded();
    await step2.fillRequired({ companyLabel: 'Agency Name', position: false });
    await step2.submit.click();

    await expect(page).toHaveURL('/agency/register/complete-profile');
    await expect(page.getByRole('heading', { name: 'Complete your profile', level: 1 })).toBeVisible();
    // The dashboard sends an owner without a bio back here; the old address leads here too.
    await page.goto('/agency/dashboard');
    await expect(page).toHaveURL('/agency/register/complete-profile');
    await page.goto('/agency/complete-profile');
    await expect(page).toHaveURL('/agency/register/complete-profile');

    // Every required field's message on an empty submission (the name is the sign-up's company, kept).
    const submit = page.getByRole('button', { name: 'Complete Profile' });
    await submit.click();
    for (const text of ['You must upload an agency logo', 'Please enter your location', 'Please add your agency profile bio', 'Please select services', 'Please select category experience']) {
      await expect(message(page, text), text).toBeVisible();
    }
    await screenshotBoth(page, 'complete-profile-errors');
    expect(await fitsPhone(page)).toBe(true);

    await page.locator('input[type="file"]').setInputFiles(LOGO_PATH);
    await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();
    const location = page.getByRole('combobox', { name: 'Location' });
    await location.fill('Manch');
    await page.getByRole('option', { name: /Manchester/ }).first().click();
    await expect(location).toHaveValue(/Manchester/);
    const bio = page.getByRole('textbox', { name: 'Bio', exact: true });
    await bio.fill('x'.repeat(1001));
    await bio.blur();
    await expect(message(page, 'Bio must be less than 1000 characters')).toBeVisible();
    await bio.fill(AGENCY_TEXTS.bio);
    await page.getByRole('textbox', { name: 'Phone Numbers' }).fill('07700 900123');
    await pickFirst(page, 'Services');
    await pickFirst(page, 'Category Experience');
    await screenshotBoth(page, 'complete-profile-filled');
    await submit.click();

    await expect(toast(page, 'Profile completed!')).toBeVisible();
    // The optional first case study comes next ('Skip For Now' leads to register/done, case-studies.spec.ts):
    // this agency adds one with a thumbnail and 3 media, and saving it from registration leads there too.
    await expect(page).toHaveURL('/agency/case-study/add?from=register');
    await expect(page.getByRole('link', { name: 'Skip For Now' })).toHaveAttribute('href', '/agency/register/done');
    await page.getByRole('textbox', { name: 'Project title' }).fill('Rebrand for a bakery');
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('A new identity for a family bakery: logo, packaging and shop front.');
    await page.locator('input[type="file"]:not([multiple])').setInputFiles(LOGO_PATH);
    await expect(page.getByRole('img', { name: 'Your thumbnail' })).toBeVisible();
    await page.locator('input[type="file"][multiple]').setInputFiles([LOGO_PATH, LOGO_PATH]);
    await expect(page.getByRole('img', { name: 'Image 2' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Gallery video link' }).fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Add video' }).click();
    await expect(page.getByRole('list', { name: 'Added media' }).getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: 'Save Case Study' }).click();
    await expect(toast(page, 'Case Study created successfully')).toBeVisible();
    await expect(page).toHaveURL('/agency/register/done');
    await expect(page.getByRole('heading', { name: 'Your All Signed Up!', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'MANAGE PORTFOLIO' })).toHaveAttribute('href', '/agency/dashboard');
    await screenshotBoth(page, 'signed-up');
    expect(await fitsPhone(page)).toBe(true);
    await page.getByRole('link', { name: 'GO TO DASHBOARD' }).click();
    await expect(page).toHaveURL('/agency/dashboard');

    // Unverified: the dashboard says the agency is not listed yet, and offers a new link.
    const notice = page.getByRole('status').filter({ hasText: 'not listed in the marketplace yet' });
    await expect(notice).toBeVisible();
    await screenshotBoth(page, 'dashboard-unverified');
    expect(await fitsPhone(page)).toBe(true);
    await notice.getByRole('button', { name: 'RESEND VERIFICATION EMAIL' }).click();
    await expect(toast(page, "We've sent you a verification email!")).toBeVisible();

    // The sign-up's link (the first email) works once; a second visit says it is used.
    const link = await readVerificationLink(email, 1);
    await readVerificationLink(email, 2);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByText('Your email address is verified.', { exact: true })).toBeVisible();
    await screenshotBoth(page, 'verify-email-done');
    expect(await fitsPhone(page)).toBe(true);
    await page.reload();
    await expect(page.getByText('This verification link is invalid or has expired.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'RESEND VERIFICATION EMAIL' })).toBeVisible();
    await page.goto('/agency/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('a signed-in agency reaches register/done, not the dashboard (it is outside the visitors-only pages)', async ({ page, request }) => {
    const agency = await onboardedAgency(request, 'agency-done');
    await signIn(page, { prefix: 'agency', email: agency.email, password: agency.password, landsOn: '/agency/dashboard' });
    await page.goto('/agency/register/done');
    await expect(page.getByRole('heading', { name: 'Your All Signed Up!', level: 1 })).toBeVisible();
    // Its profile is complete: register/complete-profile goes to the dashboard.
    await page.goto('/agency/register/complete-profile');
    await expect(page).toHaveURL('/agency/dashboard');
  });
});

test.describe('agency profile and account', () => {
  test('edit-profile without services is refused with the message and saves nothing; then saves', async ({ page, request }) => {
    const agency = await onboardedAgency(request, 'agency-edit');
    await signIn(page, { prefix: 'agency', email: agency.email, password: agency.password, landsOn: '/agency/dashboard' });
    await page.goto('/agency/edit-profile');
    await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Agency Name' })).toHaveValue('Northern Lights Studio');
    await screenshotBoth(page, 'edit-profile');
    expect(await fitsPhone(page)).toBe(true);

    // Remove the one service: Backspace in the empty search removes the last pill.
    const services = page.getByRole('combobox', { name: 'Services', exact: true });
    await services.focus();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Agency Name' }).fill('Renamed Studio');
    let saves = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && String(r.postDataJSON()?.query ?? '').includes('updateAgencyProfile(')) saves++;
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(message(page, 'Please select services')).toBeVisible();
    expect(saves).toBe(0);
    await page.goto('/agency/account-information');
    await expect(page.getByRole('heading', { name: 'Northern Lights Studio' })).toBeVisible();

    await page.goto('/agency/edit-profile');
    await page.getByRole('textbox', { name: 'Agency Name' }).fill('Renamed Studio');
    await page.getByRole('textbox', { name: 'Website' }).fill('https://renamed.studio');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
    await page.goto('/agency/account-information');
    await expect(page.getByRole('heading', { name: 'Renamed Studio' })).toBeVisible();
  });

  test('account information and its edit form, for the owner; personal-information leads there', async ({ page, request }) => {
    const agency = await onboardedAgency(request, 'agency-account');
    await signIn(page, { prefix: 'agency', email: agency.email, password: agency.password, landsOn: '/agency/dashboard' });
    await page.goto('/agency/personal-information');
    await expect(page).toHaveURL('/agency/account-information');
    await expect(page.getByRole('heading', { name: 'Account Information', level: 1 })).toBeVisible();
    await expect(page.getByText('07700 900123').or(page.getByText('0113 496 0000'))).toBeVisible();
    await screenshotBoth(page, 'account-information');
    expect(await fitsPhone(page)).toBe(true);

    await page.getByRole('link', { name: 'Edit Account Information' }).first().click();
    await expect(page).toHaveURL('/agency/edit-account-information');
    await expect(page.getByRole('heading', { name: 'Edit Account Information', level: 1 })).toBeVisible();
    await screenshotBoth(page, 'edit-account-information');
    expect(await fitsPhone(page)).toBe(true);
    const name = page.getByRole('textbox', { name: 'Agency Name' });
    await name.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(message(page, 'Please enter your agency name')).toBeVisible();
    await name.fill('Account Renamed');
    await page.getByRole('textbox', { name: 'City' }).fill('York');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Your account information was updated!')).toBeVisible();
    await expect(page).toHaveURL('/agency/account-information');
    await expect(page.getByRole('heading', { name: 'Account Renamed' })).toBeVisible();
  });

  test("a member of the agency's team is sent to 404 from the admins' account pages", async ({ page, request }) => {
    const agency = await onboardedAgency(request, 'agency-member-guard');
    const invitee = freshEmail('agency-member');
    await call(request, 'mutation($input: InvitationInput!) { createInvitation(input: $input) { id } }', { input: { email: invitee, first_name: 'Max', last_name: 'Member' } }, agency.token);
    await call(
      request,
      'mutation($token: String!, $input: TeamRegisterInput!) { registerTeamUser(token: $token, input: $input) { id } }',
      { token: tokenOf(await readInvitationLink(invitee)), input: { email: invitee, first_name: 'Max', last_name: 'Member', password: FRESH_PASSWORD, password_confirmation: FRESH_PASSWORD } },
      undefined,
      fromNewAddress(),
    );
    await signIn(page, { prefix: 'agency', email: invitee, password: FRESH_PASSWORD, landsOn: '/agency/dashboard' });
    // A guest has no onboarding of their own, and a member sees no verification notice (an admin's).
    await page.goto('/agency/register/complete-profile');
    await expect(page).toHaveURL('/agency/dashboard');
    await expect(page.getByRole('button', { name: 'RESEND VERIFICATION EMAIL' })).toHaveCount(0);
    for (const path of ['/agency/account-information', '/agency/edit-account-information', '/agency/edit-profile', '/agency/personal-information']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/agency/404');
    }
  });
});
