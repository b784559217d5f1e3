import { MSG } from '@mp/domain';
import { getToken } from '../../../app/session/session-store';

/** The offline test gateway's browser side (the API's modules/billing/test-gateway-routes.ts). */

export type SetupConfirmation = { ok: true; status: 'succeeded' } | { ok: true; status: 'requires_action'; setupRef: string } | { ok: false; message: string };
export type AuthenticationResult = { ok: true; status: 'succeeded' } | { ok: true; status: 'failed'; message: string } | { ok: false; message: string };

async function post<T>(path: string, body: unknown): Promise<({ ok: true } & T) | { ok: false; message: string }> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: MSG.somethingWrong };
  }
  const answer = (await response.json().catch(() => undefined)) as ({ message?: string } & T) | undefined;
  if (!response.ok || !answer) return { ok: false, message: answer?.message ?? MSG.somethingWrong };
  return { ...answer, ok: true };
}

/** stripe.confirmCardSetup's stand-in: the card and the billing details for a setup. */
export function confirmTestSetup(
  setupRef: string,
  body: { number: string; expMonth: number; expYear: number; cvc: string; name?: string | null; email?: string | null; phone?: string | null },
): Promise<SetupConfirmation> {
  return post<{ status: 'succeeded' } | { status: 'requires_action'; setupRef: string }>(`/api/test-gateway/setups/${encodeURIComponent(setupRef)}/confirm`, body);
}

/** The test 3-D Secure page's answer for a setup or a payment. */
export function authenticateOnTestGateway(kind: 'setups' | 'payments', ref: string, outcome: 'complete' | 'fail'): Promise<AuthenticationResult> {
  return post<{ status: 'succeeded' } | { status: 'failed'; message: string }>(`/api/test-gateway/${kind}/${encodeURIComponent(ref)}/authenticate`, { outcome });
}
