import type { APIRequestContext } from '@playwright/test';
import { onboardedCompany, type OnboardedCompany } from './company-support';
import { adminToken } from '../support/content';
import { call } from '../support/graphql';

/**
 * Employers for the posting tests: a company through onboarding, approved, with job posts granted by the
 * administrator (the console's adminGrantCredits), and posts created through the same mutation the form sends.
 */

export interface PostingCompany extends OnboardedCompany {
  token: string;
}

export async function loginToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { login } = await call<{ login: { access_token: string } }>(
    request,
    'mutation($input: LoginInput!) { login(input: $input) { access_token } }',
    { input: { email, password } },
  );
  return login.access_token;
}

/**
 * An approved, onboarded company holding `credits` job posts (0 leaves the balance empty), which the console trusts to
 * post without the first posts' review (decision 0065), so its posts go live at once unless a rule flags them;
 * `trusted: false` leaves it new.
 */
export async function postingCompany(request: APIRequestContext, tag: string, credits = 5, { trusted = true } = {}): Promise<PostingCompany> {
  const company = await onboardedCompany(request, tag, { approve: true });
  const token = await loginToken(request, company.email, company.password);
  if (trusted) {
    await call(
      request,
      'mutation($teamId: ID!) { adminSetTrustedPoster(teamId: $teamId, trusted: true) }',
      { teamId: company.id },
      await adminToken(request),
    );
  }
  if (credits > 0) {
    const { currentCredit } = await call<{ currentCredit: { team_id: string } }>(request, '{ currentCredit { team_id } }', {}, token);
    await call(
      request,
      'mutation($teamId: ID!, $input: GrantCreditsInput!) { adminGrantCredits(teamId: $teamId, input: $input) { balance } }',
      { teamId: currentCredit.team_id, input: { quantity: credits, reason: 'Browser test' } },
      await adminToken(request),
    );
  }
  return { ...company, token };
}

export async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const { currentCredit } = await call<{ currentCredit: { balance: number } }>(request, '{ currentCredit { balance } }', {}, token);
  return currentCredit.balance;
}

/** Reference ids of a discipline, as the form's selects load them. */
export async function referenceFor(request: APIRequestContext, token: string, industry = '1') {
  const data = await call<{
    genres: { id: string }[]; skills: { id: string }[]; software: { id: string }[]; allJoblevels: { id: string; key: string }[];
  }>(
    request,
    `query($i: [ID!]) {
      genres(industries: $i) { id } skills(industries: $i, software: false) { id } software: skills(industries: $i, software: true) { id }
      allJoblevels { id key }
    }`,
    { i: [industry] },
    token,
  );
  const level = data.allJoblevels.find((l) => l.key === 'SENIOR') ?? data.allJoblevels[0]!;
  const { positions } = await call<{ positions: { id: string }[] }>(
    request,
    'query($i: [ID!], $l: [ID!]) { positions(industries: $i, jobLevels: $l) { id } }',
    { i: [industry], l: [level.id] },
    token,
  );
  return { genres: data.genres, skills: data.skills, software: data.software, level: level.id, position: positions[0]!.id };
}

/** Posts a job (discipline 1) through addOpportunity; returns its id. Costs the team one job post. */
export async function postJob(request: APIRequestContext, token: string, extra: Record<string, unknown> = {}): Promise<string> {
  const ref = await referenceFor(request, token);
  const { addOpportunity } = await call<{ addOpportunity: { id: string } }>(
    request,
    'mutation($input: OpportunityInput!) { addOpportunity(input: $input) { id } }',
    {
      input: {
        target: 'JOB', is_active: true, title: 'Lead product designer', industries: ['1'], genres: [ref.genres[0]!.id],
        location: 'Leeds, England, United Kingdom', location_type: 'HYBRID',
        description: '<p>Lead the <b>design</b> of our booking product.</p>', type: 'PERMANENT', sub_type: 'FULLTIME',
        level: ref.level, position: ref.position, skills: [ref.skills[0]!.id], skill_must_haves: [ref.skills[0]!.id],
        software_skills: [], qualifications: [], is_compensation_displayed: true, compensation_currency: 'GBP',
        minimumBudget: 50000, maximumBudget: 60000, compensation_unit: 'YEAR', follow_up: 'Thank you for applying.',
        ...extra,
      },
    },
    token,
  );
  return addOpportunity.id;
}

/** Posts an agency project through addOpportunity; returns its id. */
export async function postProject(request: APIRequestContext, token: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { genres, services } = await call<{ genres: { id: string }[]; services: { id: string }[] }>(
    request, '{ genres { id } services { id } }', {}, token,
  );
  const { addOpportunity } = await call<{ addOpportunity: { id: string } }>(
    request,
    'mutation($input: OpportunityInput!) { addOpportunity(input: $input) { id } }',
    {
      input: {
        target: 'PROJECT', is_active: true, title: 'Brand refresh', genres: [genres[0]!.id], location: 'London, England, United Kingdom',
        description: '<p>Refresh our brand.</p>', duration: 4, services: [services[0]!.id], is_compensation_displayed: true,
        minimumBudget: 5000, maximumBudget: 9000, follow_up: 'Thanks for your interest.', ...extra,
      },
    },
    token,
  );
  return addOpportunity.id;
}
