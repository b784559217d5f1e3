import { expect, test, type APIRequestContext } from '../support/test';
import { FRESH_PASSWORD, PERSON, freshEmail } from '../support/accounts';
import { SignUpStep1, SignUpStep2 } from '../support/pages/sign-up-pages';
import { storedToken } from '../support/session';

/** Spec 000 §5: 'position or latest job title (optional for non-employers)'. */
const POSITION_MESSAGE = 'Please enter your position';

/** Sends the `register` mutation the step-2 form sends, without a position; returns the GraphQL answer. */
async function registerWithoutPosition(request: APIRequestContext, type: 'AGENCY' | 'COMPANY') {
  const { position: _position, ...details } = PERSON;
  const input = { ...details, type, email: freshEmail(`${type.toLowerCase()}-no-position`), password: FRESH_PASSWORD };
  const response = await request.post('/graphql', {
    data: { query: 'mutation Register($input: RegisterInput!) { register(input: $input) { access_token } }', variables: { input } },
  });
  return (await response.json()) as {
    data?: { register?: { access_token: string } } | null;
    errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
  };
}

/** The signed-in user's type and position, as the API tells its owner. */
async function ownPosition(request: APIRequestContext, token: string) {
  const response = await request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query: '{ me { type position } }' } });
  return ((await response.json()) as { data?: { me?: { type: string; position: string | null } | null } }).data?.me;
}

test.describe('position at sign-up step 2', () => {
  test('an agency signs up without a position and reaches the next step', async ({ page }) => {
    const step1 = new SignUpStep1(page);
    await step1.goto('agency');
    await step1.fill(freshEmail('agency-no-position'), FRESH_PASSWORD);
    await expect(page).toHaveURL('/agency/register/2');

    const step2 = new SignUpStep2(page);
    await step2.expectLoaded();
    const position = step2.field('Position');
    await expect(position).toBeVisible();
    await expect(position).toHaveAccessibleDescription('Optional');

    await step2.fillRequired({ companyLabel: 'Agency Name', position: false });
    await expect(position).toHaveValue('');
    await step2.submit.click();

    await expect(page).toHaveURL('/agency/register/complete-profile');
    await expect(page.getByText('Step 3 of 3', { exact: true })).toBeVisible();
    // The account exists, without a position.
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    expect(await ownPosition(page.request, token!)).toEqual({ type: 'AGENCY', position: null });
  });

  test('a company without a position is told the position message and stays on step 2', async ({ page }) => {
    const step1 = new SignUpStep1(page);
    await step1.goto('company');
    await step1.fill(freshEmail('company-no-position'), FRESH_PASSWORD);
    await expect(page).toHaveURL('/company/register/2');

    const step2 = new SignUpStep2(page);
    await step2.expectLoaded();
    await step2.fillRequired({ companyLabel: 'Employer Name', position: false });
    await step2.submit.click();

    const position = step2.field('Position');
    await expect(position).toHaveAttribute('aria-invalid', 'true');
    await expect(position).toHaveAccessibleDescription(POSITION_MESSAGE);
    // Only the position is missing.
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
    await expect(page).toHaveURL('/company/register/2');
  });

  test('the API takes an agency without a position and refuses a company without one', async ({ request }) => {
    const agency = await registerWithoutPosition(request, 'AGENCY');
    expect(agency.errors).toBeUndefined();
    expect(await ownPosition(request, agency.data!.register!.access_token)).toEqual({ type: 'AGENCY', position: null });

    const company = await registerWithoutPosition(request, 'COMPANY');
    expect(company.data?.register ?? null).toBeNull();
    expect(company.errors?.[0]).toMatchObject({
      message: POSITION_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', fields: { 'input.position': POSITION_MESSAGE } },
    });
  });
});
