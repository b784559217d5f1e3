import type { APIRequestContext } from '@playwright/test';
import { registerAccount, type FreshAccount } from '../support/accounts';
import { adminToken } from '../support/content';
import { call } from '../support/graphql';
import { loginToken } from '../company/posting-support';

export interface HistoryFreelancer extends FreshAccount {
  id: string;
  token: string;
}

/** A fresh freelancer with a session, approved by the administrator when `approve` is set (employers then browse them). */
export async function historyFreelancer(request: APIRequestContext, tag: string, { approve = false } = {}): Promise<HistoryFreelancer> {
  const account = await registerAccount(request, 'FREELANCER', tag);
  const token = await loginToken(request, account.email, account.password);
  const { me } = await call<{ me: { id: string } }>(request, '{ me { id } }', {}, token);
  if (approve) await call(request, 'mutation($id: ID!) { adminApproveUser(id: $id) { id } }', { id: me.id }, await adminToken(request));
  return { ...account, id: me.id, token };
}

/** A GraphQL call whose refusal the test reads: the first error's code, or undefined with the data. */
export async function attempt<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<{ data: T | null; code?: string; fields?: Record<string, string> }> {
  const response = await request.post('/graphql', { headers: token ? { authorization: `Bearer ${token}` } : {}, data: { query, variables } });
  const body = (await response.json()) as { data?: T | null; errors?: { extensions?: { code?: string; fields?: Record<string, string> } }[] };
  const error = body.errors?.[0]?.extensions;
  return { data: body.data ?? null, code: error?.code, fields: error?.fields };
}

export const HISTORY_DOCS = {
  createExperience: 'mutation($input: ExperienceInput!) { createExperience(input: $input) { id title company from to years } }',
  updateExperience: 'mutation($id: ID!, $input: ExperienceInput!) { updateExperience(id: $id, input: $input) { id title to years } }',
  deleteExperience: 'mutation($id: ID!) { deleteExperience(id: $id) }',
  createEducation: 'mutation($input: EducationInput!) { createEducation(input: $input) { id school_name qualification from to } }',
  deleteEducation: 'mutation($id: ID!) { deleteEducation(id: $id) }',
  read: 'query($id: ID!) { user(id: $id) { id experiences { title } educations { qualification } } }',
} as const;
