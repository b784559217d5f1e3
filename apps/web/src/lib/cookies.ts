import { GROUPS, type Group } from '@mp/domain';

const YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Cookies the spec names: lh_user (signed-in user id) and lh_team (last used team); and ours, theme: the signed-in
 * user's group, so the server renders a page in their colours rather than the URL's (root.tsx).
 */
export const COOKIE = { user: 'lh_user', team: 'lh_team', theme: 'onbrief_theme' } as const;

/** The group a request's theme cookie names, if it names one. */
export function themeGroupOf(cookieHeader: string | null): Group | undefined {
  const value = cookieHeader?.match(/(?:^|;\s*)onbrief_theme=([a-z]+)/)?.[1];
  return GROUPS.find((group) => group === value);
}

export function setCookie(name: string, value: string, maxAgeSeconds = YEAR_SECONDS): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  setCookie(name, '', 0);
}
