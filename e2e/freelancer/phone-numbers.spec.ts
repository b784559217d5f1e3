import { expect, test } from '../support/test';
import { call } from '../support/graphql';
import { signIn, storedToken } from '../support/session';
import { approvedFreelancer, freshPhone, readSmsCode } from './settings-support';

/**
 * Phone numbers (issue 23, decision 0042): '07700 900123' was stored and shown as '+07700 900123', and the
 * verification text went there. Stored in E.164, shown in national format for a UK number.
 */
test('a UK number typed nationally is shown nationally, and the verification text goes to it in E.164', async ({ page }) => {
  const account = await approvedFreelancer(page.request, 'phone-national');
  await signIn(page, { prefix: 'freelancer', email: account.email, password: account.password, landsOn: /\/freelancer\/(dashboard|complete-profile)/ });
  const token = (await storedToken(page))!;
  const { updateUser } = await call<{ updateUser: { phone: string } }>(
    page.request,
    'mutation($input: UpdateUserInput!) { updateUser(input: $input) { phone } }',
    { input: { phone: '07700 900123' } },
    token,
  );
  expect(updateUser.phone).toBe('+447700900123');

  await page.goto('/freelancer/personal-information');
  await expect(page.getByRole('heading', { name: 'Personal Information', level: 1 })).toBeVisible();
  await expect(page.getByText('07700 900123', { exact: true })).toBeVisible();
  await expect(page.getByText('+07700 900123')).toHaveCount(0);
  // The edit form shows it as it was typed, so saving it again reads the same number.
  await page.goto('/freelancer/edit-personal-information');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('07700 900123');

  // A verification code to a number typed nationally: sent to its E.164 form, shown nationally.
  const international = freshPhone();
  const national = `0${international.replace(/^\+44\s*/, '')}`;
  await page.goto('/freelancer/notification-settings');
  await page.getByRole('switch', { name: 'Text message notifications' }).click();
  await page.getByLabel('Mobile phone number').fill(national);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We've sent a 6-digit code to ${national}.`)).toBeVisible();
  const code = await readSmsCode(international);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Text message notifications will go to ${national}.`)).toBeVisible();
});
