import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { registerAccount, type FreshAccount } from '../support/accounts';
import { adminToken } from '../support/content';
import { call } from '../support/graphql';

/** A 160 px PNG logo (e2e/fixtures). */
export const LOGO_PATH = fileURLToPath(new URL('../fixtures/company-logo.png', import.meta.url));
export const LOGO_PNG = readFileSync(LOGO_PATH);

export const COMPANY_TEXTS = {
  bio: 'We design and build digital products for broadcasters.',
  apart: 'Ten years of award-winning motion work.',
};


export interface OnboardedCompany extends FreshAccount {
  id: string;
}

/**
 * A company registered and through onboarding step 3 by the API (logo uploaded, bio, what sets it apart,
 * consent), approved by the administrator when `approve` is set. For tests whose subject comes after onboarding.
 */
export async function onboardedCompany(request: APIRequestContext, tag: string, { approve = false } = {}): Promise<OnboardedCompany> {
  const account = await registerAccount(request, 'COMPANY', tag);
  const { login } = await call<{ login: { id: string; access_token: string } }>(
    request,
    'mutation($input: LoginInput!) { login(input: $input) { id access_token } }',
    { input: { email: account.email, password: account.password } },
  );
  const uploaded = await request.post('/api/uploads', {
    headers: { authorization: `Bearer ${login.access_token}` },
    multipart: { purpose: 'logo', file: { name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG } },
  });
  const { url } = (await uploaded.json()) as { url: string };
  await call(
    request,
    'mutation($input: UpdateUserInput!) { updateUser(input: $input, form: COMPANY_ONBOARDING) { id } }',
    { input: { avatar: url, bio: COMPANY_TEXTS.bio, description: COMPANY_TEXTS.apart, can_use_logo: true } },
    login.access_token,
  );
  if (approve) {
    await call(request, 'mutation($id: ID!) { adminApproveUser(id: $id) { id } }', { id: login.id }, await adminToken(request));
  }
  return { ...account, id: login.id };
}
