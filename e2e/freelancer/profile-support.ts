import type { APIRequestContext } from '@playwright/test';
import { call } from '../support/graphql';
import { adminToken } from '../support/content';
import { historyFreelancer, type HistoryFreelancer } from './history-support';
import { FILES, uploadPrivate } from './files-support';
import { referenceFor } from '../company/posting-support';

export const PROFILE_DOCS = {
  save: `mutation($input: FreelancerProfileInput!, $screen: ProfileScreen) {
    updateFreelancerProfile(input: $input, screen: $screen) { id skills { name is_top } }
  }`,
  complete: '{ me { isProfileComplete { complete missing } } }',
  read: 'query($id: ID!) { user(id: $id) { id industries { name } skills { name software is_top } job_type working_hours } }',
  bio: 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { id bio } }',
  vetted: 'mutation($id: ID!, $vetted: Boolean!) { adminSetVetted(id: $id, vetted: $vetted) { id vetted } }',
  experience: 'mutation($input: ExperienceInput!) { createExperience(input: $input) { id } }',
} as const;

/** A fresh approved freelancer with a bio (onboarding's part), vetted by the administrator when asked. */
export async function profileFreelancer(request: APIRequestContext, tag: string, { vetted = false } = {}): Promise<HistoryFreelancer> {
  const account = await historyFreelancer(request, tag, { approve: true });
  await call(request, PROFILE_DOCS.bio, { input: { bio: 'Brand and packaging designer.' } }, account.token);
  if (vetted) await call(request, PROFILE_DOCS.vetted, { id: account.id, vetted: true }, await adminToken(request));
  return account;
}

/** The ids of a discipline's lists, by name, as the reference queries answer them. */
export async function referenceIds(request: APIRequestContext, industry: string) {
  const q = `query($i: [ID!]) { genres(industries: $i) { id name } skills(industries: $i, software: false) { id name }
    software: skills(industries: $i, software: true) { id name } qualifications(industries: $i) { id name } }`;
  const data = await call<Record<'genres' | 'skills' | 'software' | 'qualifications', { id: string; name: string }[]>>(request, q, { i: [industry] });
  const byName = (list: { id: string; name: string }[]) => (name: string) => list.find((x) => x.name === name)!.id;
  return { genre: byName(data.genres), skill: byName(data.skills), software: byName(data.software), qualification: byName(data.qualifications) };
}

/**
 * A fresh, approved freelancer whose profile is complete (discipline 1, a category experience and a top skill, an
 * experience, a CV), through the API.
 */
export async function completeFreelancer(request: APIRequestContext, tag: string, { genre, skill }: { genre: string; skill: string }): Promise<HistoryFreelancer> {
  const account = await profileFreelancer(request, tag);
  await call(
    request,
    PROFILE_DOCS.save,
    {
      input: {
        industries: ['1'], genres: [genre], skills: [skill], top_skills: [skill], job_type: 'FREELANCE', working_hours: 'FULLTIME',
        salary_currency: 'GBP', salary_unit: 'DAY', minimum_salary: 300, maximum_salary: 400,
      },
    },
    account.token,
  );
  await call(request, PROFILE_DOCS.experience, { input: { title: 'Designer', company: 'Studio', description: 'Brands', from: '2019-01', to: null } }, account.token);
  const uploaded = await uploadPrivate(request, 'resumes', account.token, { name: 'cv.pdf', buffer: FILES.pdf });
  if (uploaded.status !== 201) throw new Error(`CV upload failed: ${uploaded.status}`);
  return account;
}

/** A freelancer ready to apply: complete, with the first category and skill of discipline 1 (read with `companyToken`). */
export async function readyToApply(request: APIRequestContext, tag: string, companyToken: string): Promise<HistoryFreelancer> {
  const ref = await referenceFor(request, companyToken);
  return completeFreelancer(request, tag, { genre: ref.genres[0]!.id, skill: ref.skills[0]!.id });
}

/** A fresh freelancer ready to apply (readyToApply) who applied to `jobId` through the API, with the application's id. */
export async function appliedFreelancer(request: APIRequestContext, tag: string, companyToken: string, jobId: string) {
  const account = await readyToApply(request, tag, companyToken);
  const applied = await call<{ applyToOpportunity: { application: { id: string } } }>(
    request, 'mutation($id: ID!) { applyToOpportunity(id: $id) { application { id } } }', { id: jobId }, account.token,
  );
  return { ...account, applicationId: applied.applyToOpportunity.application.id };
}
