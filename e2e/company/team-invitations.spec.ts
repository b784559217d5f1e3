import { freshEmail } from '../support/accounts';
import { call, watchMutation } from '../support/graphql';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';
import { toast } from '../support/toast';
import { onboardedCompany } from './company-support';
import { loginToken } from './posting-support';
import { inviteByApi, inviteRow, readInvitationLink, shoot, TEAM_TEXT, today, tokenOf } from './team-support';

test.describe('invitations, for an employer admin (issue 26)', () => {
  test('invites by email with one submission per click, Sends Again with a new link, and Cancels', async ({ page, request }) => {
    const company = await onboardedCompany(request, 'team-inv');
    await signIn(page, { prefix: 'company', email: company.email, password: company.password, landsOn: '/company/dashboard' });
    await page.goto('/company/invitations');
    await expect(page).toHaveTitle('Invitations | Onbrief');
    await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Invite Team Member' })).toBeVisible();
    const previous = page.getByRole('region', { name: 'Previous Invites' });
    await expect(previous.getByText('No invites waiting')).toBeVisible();

    // The employer's form: the email, with document 2's one message; names optional (D-Q5).
    const email = page.getByRole('textbox', { name: 'Email' });
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByText('Please add a valid email address')).toBeVisible();
    await email.fill('not-an-address');
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByText('Please add a valid email address')).toBeVisible();

    // A double click sends one request, with a fresh UUID key (decision 0041).
    const invitee = freshEmail('invitee');
    await email.fill(invitee.toUpperCase());
    await page.getByRole('textbox', { name: 'First Name' }).fill('Nia');
    const sends = watchMutation(page, 'createInvitation');
    await page.getByRole('button', { name: 'Send Invite' }).dblclick();
    await expect(toast(page, TEAM_TEXT.sent)).toBeVisible();
    const sent = await sends.settled();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expect(email).toHaveValue('');

    const row = inviteRow(page, invitee);
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').first()).toHaveText('1');
    await expect(row).toContainText('Nia');
    await expect(row).toContainText(today());
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    const first = await readInvitationLink(invitee);
    expect(first).toMatch(new RegExp(`/company/team/register/[^/&]+&${encodeURIComponent(invitee).replace(/\./g, '\\.')}$`));

    // The same address again: the server's reason, under the field and in a toast.
    await email.fill(invitee);
    await page.getByRole('button', { name: 'Send Invite' }).click();
    const waiting = 'An invitation to this email is already waiting. Use Send Again to send it once more.';
    await expect(toast(page, waiting)).toBeVisible();
    await expect(page.locator('.mantine-TextInput-error', { hasText: waiting })).toBeVisible();
    await shoot(page, 'team-invitations');

    // Send Again: a new email whose link is another (the old one stops working), and the list is read again.
    await row.getByRole('button', { name: `Send Again to ${invitee}` }).click();
    await expect(toast(page, TEAM_TEXT.resent)).toBeVisible();
    const second = await readInvitationLink(invitee, 2);
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();

    // Cancel asks first; 'Keep invite' keeps it.
    await row.getByRole('button', { name: `Cancel the invite to ${invitee}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel invite' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep invite' }).click();
    await expect(dialog).toBeHidden();
    await row.getByRole('button', { name: `Cancel the invite to ${invitee}` }).click();
    await dialog.getByRole('button', { name: 'Cancel invite' }).click();
    await expect(toast(page, TEAM_TEXT.deleted)).toBeVisible();
    await expect(previous.getByText('No invites waiting')).toBeVisible();
    const { invitation } = await call<{ invitation: { state: string } }>(request, 'query($t: String!) { invitation(token: $t) { state } }', { t: tokenOf(second) });
    expect(invitation.state).toBe('invalid');
  });

  test("Send Again on an invite cancelled elsewhere says 'Could not resend invite', and the list catches up", async ({ page, request }) => {
    const company = await onboardedCompany(request, 'team-inv-gone');
    const token = await loginToken(request, company.email, company.password);
    const invitee = freshEmail('gone');
    const id = await inviteByApi(request, token, { email: invitee });
    await signIn(page, { prefix: 'employer', email: company.email, password: company.password, landsOn: '/company/dashboard' });
    await page.goto('/employer/invitations');
    const row = inviteRow(page, invitee);
    await expect(row).toBeVisible();
    // Cancelled in another tab (or by another admin) meanwhile.
    await call(request, 'mutation($id: ID!) { deleteInvitation(invitationId: $id) }', { id }, token);
    await row.getByRole('button', { name: `Send Again to ${invitee}` }).click();
    await expect(toast(page, TEAM_TEXT.notResent)).toBeVisible();
    await expect(row).toBeHidden();
    await expect(page.getByText('No invites waiting')).toBeVisible();
  });
});
