import { groupOfUser } from '@mp/domain';
import { COOKIE, removeCookie, setCookie } from '../../lib/cookies';
import { readJson, readText, removeKey, writeJson, writeText } from '../../lib/storage';
import type { SessionUser } from './documents';
import { clearPageSession, matchPageSession, setPageSession } from './page-session';

/** Keys of the spec's client-side stored values (section 3). */
export const STORAGE_KEY = {
  user: 'user',
  token: 'access_token',
  loginType: 'loginType',
  activeCompany: 'active_company',
  prevLink: 'prevLink',
} as const;

export interface Session {
  token: string;
  user: SessionUser;
}

interface ActiveCompany {
  userID: string;
  teamID: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function load(): Session | null {
  const token = readText(STORAGE_KEY.token);
  const user = readJson<SessionUser>(STORAGE_KEY.user);
  return token && user?.id ? { token, user } : null;
}

let current: Session | null = load();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Remembers the user's active team: the active_company list and the lh_team cookie. */
function rememberActiveTeam(user: SessionUser): void {
  const teamID = user.teamUser?.team_id;
  if (!teamID) return;
  const others = (readJson<ActiveCompany[]>(STORAGE_KEY.activeCompany) ?? []).filter((p) => p.userID !== user.id);
  writeJson(STORAGE_KEY.activeCompany, [...others, { userID: user.id, teamID }]);
  setCookie(COOKIE.team, teamID);
}

export function getSession(): Session | null {
  return current;
}

export function getToken(): string | undefined {
  return current?.token;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user's theme group for the server's renders (lib/cookies.ts); an administrator has none. */
function rememberTheme(user: SessionUser): void {
  const group = groupOfUser(user);
  if (group) setCookie(COOKIE.theme, group);
  else removeCookie(COOKIE.theme);
}

/** Signs in: after login, register or a token-login landing. */
export function startSession(token: string, user: SessionUser): void {
  writeText(STORAGE_KEY.token, token);
  writeJson(STORAGE_KEY.user, user);
  setCookie(COOKIE.user, user.id);
  rememberActiveTeam(user);
  rememberTheme(user);
  setPageSession(token);
  current = { token, user };
  emit();
}

/**
 * Replaces the stored user with the latest profile (after me, updateUser, switchTeam).
 * `notify: false` only writes it down, for a change the page is about to reload for.
 */
export function replaceSessionUser(user: SessionUser, { notify = true }: { notify?: boolean } = {}): void {
  if (!current) return;
  writeJson(STORAGE_KEY.user, user);
  rememberActiveTeam(user);
  rememberTheme(user);
  if (!notify) return;
  current = { token: current.token, user };
  emit();
}

/** Signs out locally: stored user and token, and the lh_user cookie. lh_team stays: it is the last used team. */
export function clearSession(): void {
  removeKey(STORAGE_KEY.token);
  removeKey(STORAGE_KEY.user);
  removeCookie(COOKIE.user);
  removeCookie(COOKIE.theme);
  clearPageSession();
  if (current === null) return;
  current = null;
  emit();
}

/**
 * The session a page the server rendered for its reader hydrates with (root.tsx): the stored one, holding the user
 * the server has just read when it is the same person, so the first render in the browser gives what the server
 * sent and nothing renders again for it; otherwise (no stored session, or another person's) the server's user
 * without a token, and the stored session takes over once the page is live.
 */
export function renderedSession(user: SessionUser): Session {
  if (current?.user.id !== user.id) return { token: '', user };
  if (JSON.stringify(current.user) !== JSON.stringify(user)) {
    writeJson(STORAGE_KEY.user, user);
    current = { token: current.token, user };
  }
  return current;
}

export function rememberLoginType(group: string): void {
  writeText(STORAGE_KEY.loginType, group);
}

export function storedLoginType(): string | undefined {
  return readText(STORAGE_KEY.loginType);
}

export function rememberPrevLink(path: string): void {
  writeText(STORAGE_KEY.prevLink, path);
}

/** Another tab signed in or out: follow it. (There is no window when the server renders a page.) */
if (typeof window !== 'undefined') {
  matchPageSession(current);
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY.token && event.key !== STORAGE_KEY.user && event.key !== null) return;
    current = load();
    emit();
  });
}
