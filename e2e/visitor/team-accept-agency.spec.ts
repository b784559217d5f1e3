import { expect, test } from '../support/test';
import { FRESH_PASSWORD, PERSON, freshEmail } from '../support/accounts';
import { call } from '../support/graphql';
import { signIn, storedToken } from '../support/session';
import { toast } from '../support/toast';
import { ACCEPT_TEXT, agencyInviter, companyInviter, companyMember, inviteAndReadLink, pathOf, shoot } from './team-accept-support';

/** Issue 26's acceptance of an agency's invitation (document 3): the emailed link `/agency/accept-invite/{token}?e={email}`. */

test.describe('an agency invitation', () => {
  test('the invitee signs up with the names the invitation carries and lands on the agency dashboard', async ({ page, request }) => {
    const inviter = await agencyInviter(request, 'agency-inviter');
    const email = freshEmail('agency-invitee');
    const { link } = await inviteAndReadLink(request, inviter, email, { first_name: 'Sam', last_name: 'Rivers' });
    expect(pathOf(link)).toMatch(/^\/agency\/accept-invite\/[\w-]{20,}\?e=/);

    await page.goto(pathOf(link));
    await expect(page.getByRole('heading', { name: `Join ${PERSON.company}`, exact: true })).toBeVisible();
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Sam');
    await expect(page.getByLabel('Last Name', { exact: true })).toHaveValue('Rivers');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await shoot(page, 'agency-form');

    await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
    const confirmation = page.getByLabel('Confirm Password', { exact: true });
    await confirmation.fill(`${FRESH_PASSWORD}x`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(confirmation).toHaveAccessibleDescription(ACCEPT_TEXT.mismatch);
    await page.getByLabel('First Name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('First name is required', { exact: true })).toBeVisible();
    await shoot(page, 'agency-errors');
    await page.getByLabel('First Name', { exact: true }).fill('Sam');
    await confirmation.fill(FRESH_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL('/agency/dashboard');
    await expect(toast(page, ACCEPT_TEXT.accepted)).toBeVisible();
    const { me } = await call<{ me: { type: string; teamType: string; first_name: string } }>(page.request, '{ me { type teamType first_name } }', {}, (await storedToken(page))!);
    expect(me).toEqual({ type: 'GUEST', teamType: 'AGENCY', first_name: 'Sam' });
    await shoot(page, 'agency-dashboard-toast');
  });

  test("an existing guest joins with their account and reads the agency's team/welcome", async ({ page, request }) => {
    // A guest of a company team: guests join teams of either type.
    const member = await companyMember(request, await companyInviter(request, 'agency-guest-company'), 'agency-guest');
    const inviter = await agencyInviter(request, 'agency-inviter-2');
    const { link } = await inviteAndReadLink(request, inviter, member.email, { first_name: 'Robin', last_name: 'Tester' });

    await page.goto(pathOf(link));
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: `Join ${PERSON.company}` }).click();
    await expect(page).toHaveURL('/agency/team/welcome');
    await expect(page.getByText(ACCEPT_TEXT.welcome, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'LOGIN', exact: true }).click();
    await expect(page).toHaveURL('/agency/login');
  });

  test('the invited account, signed in, joins at once and stays on its own team, the new one in its switcher', async ({ page, request }) => {
    const member = await companyMember(request, await companyInviter(request, 'agency-signed-in-company'), 'agency-signed-in');
    const inviter = await agencyInviter(request, 'agency-inviter-3');
    const { link } = await inviteAndReadLink(request, inviter, member.email, { first_name: 'Robin', last_name: 'Tester' });
    await signIn(page, { prefix: 'company', email: member.email, password: FRESH_PASSWORD, landsOn: '/company/dashboard' });

    await page.goto(pathOf(link));
    await expect(page.getByText('You are signed in with the invited email.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: `Join ${PERSON.company}` }).click();
    // The membership they act under is unchanged (the new one is active only for someone with none, decision 0048).
    await expect(page).toHaveURL('/company/dashboard');
    await expect(toast(page, ACCEPT_TEXT.accepted)).toBeVisible();
    const { me } = await call<{ me: { teams: { team_id: string }[] } }>(page.request, '{ me { teams { team_id } } }', {}, (await storedToken(page))!);
    expect(me.teams).toHaveLength(2);
  });
});
