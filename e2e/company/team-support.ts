import fs from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { FRESH_PASSWORD, freshEmail, PERSON } from '../support/accounts';
import { call, fromNewAddress } from '../support/graphql';
import { mailsTo } from '../support/mail';
import { SERVER_LOG } from '../support/server-log';

/**
 * The team admin screens' browser tests (issue 26): invitations read back from the server's log as the invitee
 * would read their inbox, and teammates who join through the API (the acceptance pages are tested on their own).
 */

/** The team admin screens' words, as the spec writes them (typos included). */
export const TEAM_TEXT = {
  sent: 'Invite sent successfully!',
  resent: 'Invite resent successfully!',
  notResent: 'Could not resend invite',
  deleted: 'Invite deleted successfully!',
  roleUpdated: 'User role updated successfully!',
  permissionUpdated: 'User permission updated successfully!',
  associationCreated: 'User association created successfully!',
  associationRemoved: 'User association removed successfully!',
  removed: 'Team member removed!',
} as const;

/** The invitation links in the emails sent to `email` so far, oldest first (company or agency). */
function invitationLinks(email: string): string[] {
  return mailsTo(email)
    .map((text) => text.match(/https?:\/\/\S+\/(?:company\/team\/register|agency\/accept-invite)\/\S+/)?.[0])
    .filter((link): link is string => Boolean(link));
}

/** The link of invitation email #nth to `email`, waiting for it (the mail job runs after the answer). */
export async function readInvitationLink(email: string, nth = 1): Promise<string> {
  await expect.poll(() => invitationLinks(email).length, { message: `invitation email #${nth} to ${email} in ${SERVER_LOG}` }).toBeGreaterThanOrEqual(nth);
  return invitationLinks(email)[nth - 1]!;
}

/** The token an emailed link carries: the company's `/company/team/register/{token}&{email}`, the agency's `/agency/accept-invite/{token}?e=`. */
export function tokenOf(link: string): string {
  const path = new URL(link).pathname;
  return decodeURIComponent(path.split('/').pop()!).split('&')[0]!;
}

export async function inviteByApi(request: APIRequestContext, adminToken: string, input: { email: string; first_name?: string; last_name?: string }): Promise<string> {
  const { createInvitation } = await call<{ createInvitation: { id: string } }>(
    request,
    'mutation($input: InvitationInput!) { createInvitation(input: $input) { id } }',
    { input },
    adminToken,
  );
  return createInvitation.id;
}

export interface Teammate {
  id: string;
  email: string;
  password: string;
  token: string;
  firstName: string;
  lastName: string;
}

/**
 * A person who joins the admin's team: invited through the API, then signed up from the emailed link's token as a
 * new guest (registerTeamUser, what the acceptance pages send). They join as a member who cannot post.
 */
export async function teammate(request: APIRequestContext, adminToken: string, opts: { tag: string; firstName: string; lastName: string; agency?: boolean }): Promise<Teammate> {
  const email = freshEmail(opts.tag);
  await inviteByApi(request, adminToken, { email, first_name: opts.firstName, last_name: opts.lastName });
  const token = tokenOf(await readInvitationLink(email));
  const names = { first_name: opts.firstName, last_name: opts.lastName };
  const input = opts.agency
    ? { ...names, email, password: FRESH_PASSWORD, password_confirmation: FRESH_PASSWORD }
    : { ...names, email, password: FRESH_PASSWORD, position: PERSON.position, address_1: PERSON.address_1, city: PERSON.city, state: PERSON.state, zip: PERSON.zip, country: PERSON.country, phone: PERSON.phone, terms: true };
  const { registerTeamUser } = await call<{ registerTeamUser: { id: string; access_token: string } }>(
    request,
    'mutation($token: String!, $input: TeamRegisterInput!) { registerTeamUser(token: $token, input: $input) { id access_token } }',
    { token, input },
    undefined,
    fromNewAddress(),
  );
  return { id: registerTeamUser.id, email, password: FRESH_PASSWORD, token: registerTeamUser.access_token, firstName: opts.firstName, lastName: opts.lastName };
}

export interface TeamRow {
  userId: string;
  email: string;
  role: string;
  canPostJobs: boolean;
  associateIds: string[];
}

/** The team as the API lists it to its admin. */
export async function teamUsers(request: APIRequestContext, adminToken: string): Promise<TeamRow[]> {
  const { teamUsers } = await call<{ teamUsers: TeamRow[] }>(request, '{ teamUsers { userId email role canPostJobs associateIds } }', {}, adminToken);
  return teamUsers;
}

/** Today as Date Sent writes it (DD/MM/YYYY, the browser's zone: the tests' machine's). */
export function today(): string {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

/** A row of the team table (wide screens) by the person's email. */
export const teamRow = (page: Page, email: string) => page.getByTestId('team-row').and(page.locator(`[data-email="${email}"]`));

/** A row of Previous Invites (wide screens) by its email. */
export const inviteRow = (page: Page, email: string) => page.getByTestId('invite-row').filter({ hasText: email });

/** Full-page screenshots at 1280 and 390 px, to look at: into E2E_SHOTS_DIR when it is set (nothing asserts on them). */
export async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}
