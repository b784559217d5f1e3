import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { onboardedCompany } from '../company/company-support';
import { FRESH_PASSWORD, PERSON, freshEmail, registerAccount, type AccountType } from '../support/accounts';
import { adminToken } from '../support/content';
import { call, fromNewAddress } from '../support/graphql';
import { invitationLinksTo, readInvitationLink } from '../support/mail';

/** The acceptance pages' words (issue 26; document 2 §8, document 3 §8, inventory D-T9 to D-T13). */
export const ACCEPT_TEXT = {
  accepted: 'Invitation accepted successfully',
  welcome: "You've successfully accepted your team invitation.",
  used: 'This invitation has already been used',
  invalid: 'This invitation is no longer valid',
  freelancer: 'Freelancer accounts cannot join a team',
  terms: 'You must accept the terms & conditions',
  mismatch: 'Your passwords do no match',
  noTeam: 'You are no longer part of a team',
} as const;

/** Screenshots to look at, taken only when E2E_SHOTS_DIR names a folder (docs/testing.md). */
export const SHOTS = process.env.E2E_SHOTS_DIR;

/** A team's admin, signed in through the API (its token for the fixtures), with the name its invitations show. */
export interface Inviter {
  email: string;
  token: string;
}

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { login } = await call<{ login: { access_token: string } }>(request, 'mutation($input: LoginInput!) { login(input: $input) { access_token } }', {
    input: { email, password },
  });
  return login.access_token;
}

/**
 * An approved, onboarded company of the test's own (not the shared demo employer: invitations are limited to 20
 * emails a team an hour, and a member's dashboard needs a team past onboarding).
 */
export async function companyInviter(request: APIRequestContext, tag: string): Promise<Inviter> {
  const company = await onboardedCompany(request, tag, { approve: true });
  return { email: company.email, token: await tokenOf(request, company.email, company.password) };
}

/** An approved agency of the test's own. */
export async function agencyInviter(request: APIRequestContext, tag: string): Promise<Inviter> {
  const agency = await registerAccount(request, 'AGENCY', tag);
  const { login } = await call<{ login: { id: string; access_token: string } }>(request, 'mutation($input: LoginInput!) { login(input: $input) { id access_token } }', {
    input: { email: agency.email, password: agency.password },
  });
  await call(request, 'mutation($id: ID!) { adminApproveUser(id: $id) { id } }', { id: login.id }, await adminToken(request));
  return { email: agency.email, token: login.access_token };
}

/** 'Invite Team Member' through the API (what the invitations screen sends); the id of the invitation. */
export async function invite(request: APIRequestContext, inviter: Inviter, email: string, names: { first_name?: string; last_name?: string } = {}): Promise<string> {
  const { createInvitation } = await call<{ createInvitation: { id: string } }>(
    request,
    'mutation($input: InvitationInput!, $key: String) { createInvitation(input: $input, idempotencyKey: $key) { id } }',
    { input: { email, ...names }, key: randomUUID() },
    inviter.token,
  );
  return createInvitation.id;
}

/** Invites `email` and reads the link of the invitation email that follows. */
export async function inviteAndReadLink(request: APIRequestContext, inviter: Inviter, email: string, names: { first_name?: string; last_name?: string } = {}) {
  const before = invitationLinksTo(email).length;
  const id = await invite(request, inviter, email, names);
  return { id, link: await readInvitationLink(email, before + 1) };
}

/** Cancel (deleteInvitation): the link dies. */
export async function cancelInvitation(request: APIRequestContext, inviter: Inviter, id: string): Promise<void> {
  await call(request, 'mutation($id: ID!) { deleteInvitation(invitationId: $id) }', { id }, inviter.token);
}

/** An account of `type` with this very email (registerAccount makes its own address). */
export async function registerWithEmail(request: APIRequestContext, type: AccountType, email: string): Promise<void> {
  const { company, position, ...common } = PERSON;
  await call(
    request,
    'mutation Register($input: RegisterInput!) { register(input: $input) { id } }',
    { input: { ...common, ...(type === 'FREELANCER' ? {} : { company, position }), type, email, password: FRESH_PASSWORD } },
  );
}

/** A new member of the inviter's company team, signed up from the link through the API; their id and token. */
export async function companyMember(request: APIRequestContext, inviter: Inviter, tag: string) {
  const email = freshEmail(tag);
  const { link } = await inviteAndReadLink(request, inviter, email);
  const token = decodeURIComponent(new URL(link).pathname.split('/').at(-1)!).split('&')[0]!;
  const { company: _company, ...details } = PERSON;
  const { registerTeamUser } = await call<{ registerTeamUser: { id: string; access_token: string } }>(
    request,
    'mutation($token: String!, $input: TeamRegisterInput!) { registerTeamUser(token: $token, input: $input) { id access_token } }',
    { token, input: { ...details, email, password: FRESH_PASSWORD, terms: true } },
    undefined,
    fromNewAddress(),
  );
  return { email, id: registerTeamUser.id, token: registerTeamUser.access_token };
}

/** The page as a person sees it at 1280 px and at 390 px (a phone), full length, into SHOTS. */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  // From the top: a full-page shot of a scrolled page draws the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  const wide = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(wide);
}

/** The path (and query) of an emailed link: the tests open it on the test server. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
