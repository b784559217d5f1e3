import { expect, type APIRequestContext } from '@playwright/test';
import { registerAccount, type FreshAccount } from '../support/accounts';
import { adminToken } from '../support/content';
import { call } from '../support/graphql';
import { SERVER_LOG, textsLoggedTo } from '../support/server-log';


/** A number's digits and its plus: the server sends to E.164 ('+447700900123'), whatever spacing the test typed. */
const digitsOf = (phone: string) => phone.replace(/[^\d+]/g, '');

/** The texts the offline SMS adapter logged to `phone` (apps/api/src/adapters/sms.ts: real text outside production), given in international form. */
function textsTo(phone: string): string[] {
  return textsLoggedTo(digitsOf(phone)).map((text) => text.msg);
}

/** The code of text number `nth` to `phone`, as the person would read it on their phone. */
export async function readSmsCode(phone: string, nth = 1): Promise<string> {
  await expect.poll(() => textsTo(phone).length, { message: `text #${nth} to ${phone} in ${SERVER_LOG}` }).toBeGreaterThanOrEqual(nth);
  return /code is (\d{6})/.exec(textsTo(phone)[nth - 1]!)![1]!;
}

/** A fresh freelancer, registered and approved through the API. */
export async function approvedFreelancer(request: APIRequestContext, tag: string): Promise<FreshAccount & { id: string }> {
  const account = await registerAccount(request, 'FREELANCER', tag);
  const { login } = await call<{ login: { id: string } }>(
    request,
    'mutation($input: LoginInput!) { login(input: $input) { id } }',
    { input: { email: account.email, password: account.password } },
  );
  await call(request, 'mutation($id: ID!) { adminApproveUser(id: $id) { id } }', { id: login.id }, await adminToken(request));
  return { ...account, id: login.id };
}

/** A phone number no other test uses (the per-number send limit counts across accounts). */
export function freshPhone(): string {
  return `+44 7700 9${String(Date.now() % 100000).padStart(5, '0')}`;
}
