/**
 * The invitation links: the company's `/company/team/register/{token}&{email}` (token and
 * email in one path segment, joined by '&'), the agency's `/agency/accept-invite/{token}?e={email}`.
 */
export interface InviteLink {
  token: string;
  /** The address the invitation was sent to, as the link carries it (lower-cased); may be empty. */
  email: string;
}

/** Tokens are base64url; anything longer or with other characters cannot be one (and is not sent to the API). */
const TOKEN_RE = /^[\w-]{16,200}$/;

/**
 * An email as a link carries it: trimmed, lower-cased; a space was a plus sign before the query was decoded
 * (`?e=jane+team@…` reads 'jane team@…').
 */
export function linkEmail(raw: string | null | undefined): string {
  return (raw ?? '').trim().toLowerCase().replace(/ /g, '+');
}

/** Decodes a part that may still be percent-encoded (a mail client may encode the whole path); keeps it when it is not. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The company link's last segment, `{token}&{email}` (React Router has decoded it once). Null when no token can be read. */
export function parseCompanyInvite(segment: string | undefined): InviteLink | null {
  if (!segment) return null;
  const text = decoded(segment);
  const at = text.indexOf('&');
  const token = (at < 0 ? text : text.slice(0, at)).trim();
  if (!TOKEN_RE.test(token)) return null;
  return { token, email: at < 0 ? '' : linkEmail(text.slice(at + 1)) };
}

/** The agency link: the token from the path, the email from `?e=`. Null when no token can be read. */
export function parseAgencyInvite(token: string | undefined, e: string | null): InviteLink | null {
  const trimmed = (token ?? '').trim();
  if (!TOKEN_RE.test(trimmed)) return null;
  return { token: trimmed, email: linkEmail(e) };
}

/** The company link's path under a prefix (company or employer): the email encoded, the '&' kept as the separator. */
export function companyInvitePath(prefix: string, link: InviteLink): string {
  return `/${prefix}/team/register/${encodeURIComponent(link.token)}&${encodeURIComponent(link.email)}`;
}

/** The agency link's path. */
export function agencyInvitePath(link: InviteLink): string {
  return `/agency/accept-invite/${encodeURIComponent(link.token)}${link.email ? `?e=${encodeURIComponent(link.email)}` : ''}`;
}
