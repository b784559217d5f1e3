import { expect, test } from '../support/test';
import { DEMO, registerAccount } from '../support/accounts';
import { AdminConsole, signInAsAdmin } from '../support/admin';
import { call } from '../support/graphql';

/** A number that cannot be read as a phone number is kept as typed and flagged in the console (issue 23, decision 0042). */
test('the console shows phone numbers as people read them, and flags one kept as typed', async ({ page, request }) => {
  const odd = await registerAccount(request, 'FREELANCER', 'phone-flag');
  const { login } = await call<{ login: { access_token: string } }>(
    request,
    'mutation($input: LoginInput!) { login(input: $input) { access_token } }',
    { input: { email: odd.email, password: odd.password } },
  );
  // The spec's pattern lets '+44 1' through; it is no number.
  await call(request, 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { id } }', { input: { phone: '+44 1' } }, login.access_token);

  await signInAsAdmin(page);
  const console = new AdminConsole(page);
  await console.openAccount(odd.email);
  const phone = page.getByRole('definition').filter({ has: page.getByText('+44 1', { exact: true }) });
  await expect(phone).toBeVisible();
  await expect(phone.getByText('Not a valid number')).toBeVisible();

  // A number stored in E.164: in national format for a UK number, no flag.
  await console.openAccount(DEMO.freelancer);
  await expect(page.getByText('020 7946 0000', { exact: true })).toBeVisible();
  await expect(page.getByText('Not a valid number')).toHaveCount(0);
});
