import { registerAccount } from '../support/accounts';
import { call, fromNewAddress } from '../support/graphql';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';
import { toast } from '../support/toast';
import { loginToken } from '../company/posting-support';
import { inviteRow, readInvitationLink, shoot, TEAM_TEXT, teamRow, tokenOf } from '../company/team-support';

test.describe('manage-team, for an agency admin (issue 26)', () => {
  test('invites from Manage Team (no Invitations entry in the menu), and the member who joins is listed', async ({ page, request }) => {
    const agency = await registerAccount(request, 'AGENCY', 'team-agency');
    await signIn(page, { prefix: 'agency', email: agency.email, password: agency.password, landsOn: /\/agency\/(dashboard|(register\/)?complete-profile)$/ });
    await page.goto('/agency/manage-team');
    await expect(page).toHaveTitle('Manage Team | Onbrief');
    await expect(page.getByText('No team members yet')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Previous Invites' }).getByText('No invites waiting')).toBeVisible();
    await page.getByRole('button', { name: 'Account Settings' }).click();
    await expect(page.getByRole('menuitem', { name: 'Manage Team' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Invitations' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The agency's form: all three fields, with document 3's messages.
    const form = page.getByRole('region', { name: 'Invite Team Member' });
    await form.getByRole('button', { name: 'Send Invite' }).click();
    await expect(form.getByText('First name is required')).toBeVisible();
    await expect(form.getByText('Last name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill('nope@');
    await form.getByRole('button', { name: 'Send Invite' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();

    // 'Invite your first team member' takes the admin to the form on this page.
    await page.getByRole('button', { name: 'Invite your first team member' }).click();
    await expect(form.getByRole('textbox', { name: 'First Name' })).toBeFocused();
    const invitee = `e2e-agency-member-${Date.now().toString(36)}@example.test`;
    await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
    await form.getByRole('textbox', { name: 'Email' }).fill(invitee);
    await form.getByRole('button', { name: 'Send Invite' }).click();
    await expect(toast(page, TEAM_TEXT.sent)).toBeVisible();
    await expect(inviteRow(page, invitee)).toContainText('Ada Lovelace');
    await shoot(page, 'team-agency-invited');

    const link = await readInvitationLink(invitee);
    expect(link).toMatch(new RegExp(`/agency/accept-invite/[^/?]+\\?e=${encodeURIComponent(invitee).replace(/\./g, '\\.')}$`));
    await call(
      request,
      'mutation($token: String!, $input: TeamRegisterInput!) { registerTeamUser(token: $token, input: $input) { id } }',
      { token: tokenOf(link), input: { email: invitee, first_name: 'Ada', last_name: 'Lovelace', password: agency.password, password_confirmation: agency.password } },
      undefined,
      fromNewAddress(),
    );
    await page.reload();
    const row = teamRow(page, invitee);
    await expect(row).toBeVisible();
    await expect(row.getByRole('combobox', { name: 'Access Level of Ada Lovelace' })).toHaveValue('member');
    await expect(page.getByText('No invites waiting')).toBeVisible();
    await shoot(page, 'team-agency-manage');

    // An agency admin's /agency/invitations is the same panel (D-Q9); its members get the 404 page.
    await page.goto('/agency/invitations');
    await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
    const memberToken = await loginToken(request, invitee, agency.password);
    expect(memberToken).toBeTruthy();
  });

  test('a member of an agency team gets the 404 page on its team pages', async ({ page, request }) => {
    const agency = await registerAccount(request, 'AGENCY', 'team-agency-guard');
    const token = await loginToken(request, agency.email, agency.password);
    const invitee = `e2e-agency-guard-${Date.now().toString(36)}@example.test`;
    await call(request, 'mutation($input: InvitationInput!) { createInvitation(input: $input) { id } }', { input: { email: invitee, first_name: 'Max', last_name: 'Member' } }, token);
    await call(
      request,
      'mutation($token: String!, $input: TeamRegisterInput!) { registerTeamUser(token: $token, input: $input) { id } }',
      { token: tokenOf(await readInvitationLink(invitee)), input: { email: invitee, first_name: 'Max', last_name: 'Member', password: agency.password, password_confirmation: agency.password } },
      undefined,
      fromNewAddress(),
    );
    await signIn(page, { prefix: 'agency', email: invitee, password: agency.password, landsOn: /\/agency\/(dashboard|(register\/)?complete-profile)$/ });
    for (const path of ['/agency/manage-team', '/agency/invitations']) {
      await page.goto(path);
      await expect(page).toHaveURL('/agency/404');
    }
  });
});
