const YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Cookies the spec names: lh_user (signed-in user id) and lh_team (last used team). */
export const COOKIE = { user: 'lh_user', team: 'lh_team' } as const;

export function setCookie(name: string, value: string, maxAgeSeconds = YEAR_SECONDS): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  setCookie(name, '', 0);
}
