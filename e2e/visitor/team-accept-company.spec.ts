import { expect, test, type Page } from '../support/test';
import { DEMO, DEMO_PASSWORD, FRESH_PASSWORD, PERSON, freshEmail, registerAccount } from '../support/accounts';
import { call } from '../support/graphql';
import { signIn, storedToken } from '../support/session';
import { toast } from '../support/toast';
import {
  ACCEPT_TEXT,
  cancelInvitation,
  companyInviter,
  companyMember,
  inviteAndReadLink,
  pathOf,
  registerWithEmail,
  shoot,
} from './team-accept-support';

/** Issue 26's acceptance of a company's invitation: the emailed link `/company/team/register/{token}&{email}`. */

const refusal = (page: Page) => page.getByTestId('invite-refusal');

async function fillProfile(page: Page) {
  await page.getByLabel('Position', { exact: true }).fill(PERSON.position);
  await page.getByLabel('Address Line 1', { exact: true }).fill(PERSON.address_1);
  await page.getByLabel('City', { exact: true }).fill(PERSON.city);
  await page.getByLabel('County', { exact: true }).fill(PERSON.state);
  await page.getByLabel('Postcode', { exact: true }).fill(PERSON.zip);
  await page.getByLabel('Phone', { exact: true }).fill(PERSON.phone);
}

test.describe('a company invitation', () => {
  test('the invitee opens the emailed link, signs up in two steps and lands on the dashboard, signed in', async ({ page, request }) => {
    const inviter = await companyInviter(request, 'team-inviter');
    const email = freshEmail('team-invitee');
    const { link } = await inviteAndReadLink(request, inviter, email, { first_name: 'Jamie' });
    expect(pathOf(link)).toMatch(/^\/company\/team\/register\/[\w-]{20,}&/);

    await page.goto(pathOf(link));
    await expect(page.getByRole('heading', { name: `Join ${PERSON.company}`, exact: true })).toBeVisible();
    await expect(page.getByText('Step 1 of 2', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Join a team \|/);
    const emailField = page.getByLabel('Email', { exact: true });
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute('readonly', '');
    await shoot(page, 'company-step1');

    // Decision 0002's rules.
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('short');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    await password.fill(FRESH_PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL('/company/team/register/profile');
    await expect(page.getByText('Step 2 of 2', { exact: true })).toBeVisible();
    // The invitation's first name is filled in.
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Jamie');
    // The password lives in memory only: a reload goes back to step 1, and nothing of it is in storage.
    expect(await page.evaluate(() => JSON.stringify({ ...window.sessionStorage, ...window.localStorage }))).not.toContain(FRESH_PASSWORD);
    await page.reload();
    await expect(page).toHaveURL(pathOf(link).replace(/@/g, '%40'));
    await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/company/team/register/profile');

    // Every required field, the country's message and the terms' (001 §5).
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(ACCEPT_TEXT.terms, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Position', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await shoot(page, 'company-step2-errors');
    await page.getByLabel('Last Name', { exact: true }).fill(PERSON.last_name);
    await fillProfile(page);
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL('/company/dashboard');
    await expect(toast(page, ACCEPT_TEXT.accepted)).toBeVisible();
    await shoot(page, 'company-dashboard-toast');
    const token = await storedToken(page);
    const { me } = await call<{ me: { email: string; type: string; teamType: string; teamUser: { role: string; can_post_jobs: boolean } } }>(
      page.request,
      '{ me { email type teamType teamUser { role can_post_jobs } } }',
      {},
      token!,
    );
    expect(me).toEqual({ email, type: 'GUEST', teamType: 'COMPANY', teamUser: { role: 'member', can_post_jobs: false } });
    // Nothing of the sign-up stays in the tab.
    expect(await page.evaluate(() => window.sessionStorage.getItem('team-signup'))).toBeNull();

    // The link is spent: opened again (signed out), it says so and the form is locked.
    await page.goto('/company/logout');
    await expect(page).toHaveURL('/company/login');
    await page.goto(pathOf(link));
    await expect(refusal(page)).toHaveText(ACCEPT_TEXT.used);
    await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await shoot(page, 'company-used');
  });

  test("an existing account joins with its email and reads team/welcome; the older addresses lead into the flow", async ({ page, request }) => {
    const inviter = await companyInviter(request, 'team-inviter-2');
    // Another company's owner: the same type may join without a second account.
    const owner = await registerAccount(request, 'COMPANY', 'team-owner-joins');
    const { link } = await inviteAndReadLink(request, inviter, owner.email);

    // team/register2/{id}, the older address, leads to the link's page (D-Q2), under /employer too.
    const segment = pathOf(link).split('/').at(-1)!;
    await page.goto(`/employer/team/register2/${segment}`);
    await expect(page).toHaveURL(/\/employer\/team\/register\/[\w-]+&/);
    await expect(page.getByRole('heading', { name: `Join ${PERSON.company}`, exact: true })).toBeVisible();
    await expect(page.getByText('This email already has an account.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(owner.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await shoot(page, 'company-join');
    await page.getByRole('button', { name: `Join ${PERSON.company}` }).click();

    await expect(page).toHaveURL('/employer/team/welcome');
    await expect(page.getByText(ACCEPT_TEXT.welcome, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Invitation accepted \|/);
    await shoot(page, 'company-welcome');
    await page.getByRole('link', { name: 'LOGIN', exact: true }).click();
    await expect(page).toHaveURL('/employer/login');
    // The owner keeps acting under their own account; the new team is theirs to switch to.
    const { login } = await call<{ login: { type: string; teams: { team_id: string; role: string }[] } }>(
      request,
      'mutation($input: LoginInput!) { login(input: $input) { type teams { team_id role } } }',
      { input: { email: owner.email, password: owner.password } },
    );
    expect(login.type).toBe('COMPANY');
    expect(login.teams.map((team) => team.role).sort()).toEqual(['admin', 'member']);

    // team/profile/register and team/profile/complete lead to the personal details step, which without step 1 says where to start.
    await page.goto('/company/logout');
    for (const old of ['/company/team/profile/register', '/company/team/profile/complete']) {
      await page.goto(old);
      await expect(page).toHaveURL('/company/team/register/profile');
      await expect(page.getByText('To join a team, open the link in the invitation email you received.')).toBeVisible();
    }
  });

  test("a freelancer's email is refused, a cancelled link is no longer valid, and a signed-in stranger is asked to log out first", async ({ page, request }) => {
    const inviter = await companyInviter(request, 'team-inviter-3');

    // The address becomes a freelancer's after the invitation went out: joining is refused, with the reason, the form locked.
    const email = freshEmail('team-freelancer');
    const { link } = await inviteAndReadLink(request, inviter, email);
    await registerWithEmail(request, 'FREELANCER', email);
    await page.goto(pathOf(link));
    const join = page.getByRole('button', { name: `Join ${PERSON.company}` });
    await join.click();
    await expect(refusal(page)).toHaveText(ACCEPT_TEXT.freelancer);
    await expect(join).toBeDisabled();
    await shoot(page, 'company-freelancer-refused');

    // Cancelled: 'This invitation is no longer valid'.
    const other = freshEmail('team-cancelled');
    const cancelled = await inviteAndReadLink(request, inviter, other);
    await cancelInvitation(request, inviter, cancelled.id);
    await page.goto(pathOf(cancelled.link));
    await expect(refusal(page)).toHaveText(ACCEPT_TEXT.invalid);
    await expect(page.getByRole('heading', { name: 'Join a team', exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
    // A link that cannot be read at all says the same without asking the API.
    await page.goto('/company/team/register/not-a-token');
    await expect(refusal(page)).toHaveText(ACCEPT_TEXT.invalid);

    // Signed in as someone else: whose session it is, and a way out that keeps the invitation.
    const third = freshEmail('team-signed-in');
    const open = await inviteAndReadLink(request, inviter, third);
    await signIn(page, { prefix: 'company', email: DEMO.employer, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
    await page.goto(pathOf(open.link));
    await expect(page.getByText(`You are signed in as ${DEMO.employer}.`, { exact: false })).toBeVisible();
    await shoot(page, 'company-signed-in-elsewhere');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(third);
    await expect(page.getByLabel('Password', { exact: true })).toBeEnabled();
    expect(await storedToken(page)).toBeNull();
  });

  test("a guest removed from their last team is told 'You are no longer part of a team', with their data and a way out", async ({ page, request }) => {
    const inviter = await companyInviter(request, 'team-inviter-4');
    const member = await companyMember(request, inviter, 'team-removed');
    await signIn(page, { prefix: 'company', email: member.email, password: FRESH_PASSWORD, landsOn: '/company/dashboard' });

    await call(request, 'mutation($id: ID!) { removeTeamUser(userId: $id) }', { id: member.id }, inviter.token);
    // The session is still live; the next page read finds no team.
    await page.reload();
    await expect(page).toHaveURL('/no-team');
    await expect(page.getByRole('heading', { name: ACCEPT_TEXT.noTeam, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^You are no longer part of a team \|/);
    await shoot(page, 'no-team');
    await page.getByRole('link', { name: 'Your data' }).click();
    await expect(page).toHaveURL('/your-data');
    await expect(page.getByRole('heading', { name: 'Your data', exact: true })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/company/login');
    expect(await storedToken(page)).toBeNull();
  });
});
