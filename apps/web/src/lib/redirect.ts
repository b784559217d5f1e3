/**
 * The redirectTo value when it is a same-origin path ('/…'), otherwise undefined.
 * Rejects protocol-relative ('//host') and backslash tricks ('/\host') that browsers treat as other origins.
 */
export function safeRedirect(value: string | null | undefined, origin = window.location.origin): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/** `path?redirectTo=…` for a login page. */
export function withRedirectTo(path: string, redirectTo: string | undefined): string {
  return redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;
}
