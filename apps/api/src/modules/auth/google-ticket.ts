import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A short-lived, signed note that Google vouched for an email and account id. The Google return
 * page carries it to step 2 of sign-up, and register checks it, so a googleId cannot be made up.
 */
export interface GoogleTicket {
  sub: string;
  email: string;
  exp: number;
}

const TICKET_MINUTES = 30;

function sign(secret: string, body: string) {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function createGoogleTicket(secret: string, sub: string, email: string): string {
  const body = Buffer.from(
    JSON.stringify({ sub, email: email.toLowerCase(), exp: Date.now() + TICKET_MINUTES * 60_000 }),
  ).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export function verifyGoogleTicket(secret: string, ticket: string): GoogleTicket | null {
  const [body, sig] = ticket.split('.');
  if (!body || !sig) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(body, 'base64url').toString()) as GoogleTicket;
    return data.exp > Date.now() ? data : null;
  } catch {
    return null;
  }
}
