import { readJson, removeKey, writeJson } from '../../lib/storage';
import { safeRedirect } from '../../lib/redirect';
import type { SessionUser } from './documents';
import { userGroup } from './rules';

/**
 * The post a visitor set out for before signing up: 'Apply' or 'Save' on /jobs/{slug}, then
 * 'Sign up'. The sign-up links carry it as `redirectTo`; step 1 holds it for the tab (it survives the Google round
 * trip); the new account takes it over in this browser, bound to its id, until that account can act on it: a
 * freelancer once approved (ACTIVE: applying needs it), an agency at once (agencies apply unapproved, decision 0038).
 * The seeker's dashboard, where sign-up's last step, every login and the approval mail's link end, then sends them
 * there once. Only a post's public page of this origin (safeRedirect) is kept or followed.
 */

export interface PendingReturn {
  path: string;
  userId: string;
  /** When it was bound, ms: an old one (a sign-up abandoned for a month) is forgotten. */
  at: number;
}

const HELD = 'signupReturn';
const PENDING = 'returnAfterSignUp';
export const RETURN_TTL_MS = 30 * 24 * 3600_000;

type Who = Pick<SessionUser, 'id' | 'type' | 'teamType' | 'status'>;

/** A post's public page, `/jobs/{slug}` with its query: the only kind of address kept across sign-up. */
const POST_PAGE = /^\/jobs\/[^/?#]+(?:[?#]|$)/;

/** A post page of this origin (safeRedirect), or undefined: the one rule for every address this module keeps or follows. */
export function postReturn(path: string | null | undefined, check: (p: string | null | undefined) => string | undefined = safeRedirect): string | undefined {
  const target = check(path);
  return target && POST_PAGE.test(target) ? target : undefined;
}
const safe = (path: string | null | undefined): string | undefined => (typeof window === 'undefined' ? undefined : postReturn(path));

/**
 * Step 1: keep its target for this tab, so step 2 (or Google's return) still knows it; a step 1 reached without one
 * forgets an earlier visit's, so a later plain sign-up is not sent to an old post.
 */
export function holdSignUpReturn(path: string | null | undefined): void {
  const target = safe(path);
  if (target) writeJson(HELD, target, 'session');
  else removeKey(HELD, 'session');
}

/** The target step 2 binds: the address's own, else what step 1 held. */
export function signUpReturn(fromAddress: string | null | undefined): string | undefined {
  return safe(fromAddress) ?? safe(readJson<string>(HELD, 'session'));
}

/** The account was created: it now owns the target (or nothing, if it signed up without one). */
export function bindReturn(userId: string, path: string | undefined, now = Date.now()): void {
  removeKey(HELD, 'session');
  const target = safe(path);
  if (target) writeJson(PENDING, { path: target, userId, at: now } satisfies PendingReturn, 'local');
  else removeKey(PENDING, 'local');
}

/** The pending record for this user: theirs, recent, and still a safe path. Pure, for the tests. */
export function pendingFor(
  record: PendingReturn | undefined,
  user: Pick<Who, 'id'>,
  now: number,
  check: (p: string | null | undefined) => string | undefined = safe,
): string | undefined {
  if (!record || record.userId !== user.id || !(now - record.at < RETURN_TTL_MS) || now < record.at) return undefined;
  return check(record.path);
}

/** Whether the account can do what it came for: apply (a freelancer must be approved) or save. */
export function canActOnReturn(user: Pick<Who, 'type' | 'teamType' | 'status'>): boolean {
  const group = userGroup(user);
  if (group === 'agency') return true;
  return group === 'freelancer' && user.status === 'ACTIVE';
}

/** This user's pending target, whether or not they can act on it yet. */
export function pendingReturn(user: Pick<Who, 'id'>): string | undefined {
  return pendingFor(readJson<PendingReturn>(PENDING, 'local'), user, Date.now());
}

/** Where to send this user now, if anywhere: the target, once they can act on it. It is forgotten as it is given. */
export function takeReturn(user: Who): string | undefined {
  const target = pendingReturn(user);
  if (!target || !canActOnReturn(user)) return undefined;
  removeKey(PENDING, 'local');
  return target;
}

/** The save asked for before sign-up was made: keep the target without its `save=1`, so landing does not save again. */
export function replaceReturn(user: Pick<Who, 'id'>, path: string): void {
  const record = readJson<PendingReturn>(PENDING, 'local');
  const target = safe(path);
  if (record && record.userId === user.id && target) writeJson(PENDING, { ...record, path: target }, 'local');
}
