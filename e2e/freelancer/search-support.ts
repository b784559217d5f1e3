import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { call } from '../support/graphql';
import { postJob, postProject, type PostingCompany } from '../company/posting-support';

/** Search, for-you and the dashboards' blocks (decision 0039): fixtures made through the API. */

/**
 * A word no other post of the run holds (the browser tests share one database), so a search for it finds this
 * test's posts only. Letters only, so the full-text parser reads it as one word.
 */
export function uniqueWord(): string {
  const letters = [...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
  return `zq${letters}`;
}

export interface Named {
  id: string;
  name: string;
}

/** Discipline 1's category experiences and skills with their names, as the filters list them. */
export async function designLists(request: APIRequestContext): Promise<{ genres: Named[]; skills: Named[] }> {
  return call(request, 'query($i: [ID!]) { genres(industries: $i) { id name } skills(industries: $i, software: false) { id name } }', { i: ['1'] });
}

export interface SearchJobs {
  /** Matches the words, the skill and Remote: the one the search finds. */
  wanted: { id: string; title: string };
  /** Matches the words and the skill, but on site. */
  onsite: { id: string; title: string };
  /** Matches the words, remote, but asks for another skill. */
  otherSkill: { id: string; title: string };
  skill: Named;
}

/** Three distinct jobs holding `word`: only one of them also asks for `skills[1]` and is remote. */
export async function postSearchJobs(request: APIRequestContext, company: PostingCompany, word: string): Promise<SearchJobs> {
  const { skills } = await designLists(request);
  const [otherSkill, skill] = [skills[0]!, skills[1]!];
  const post = async (title: string, extra: Record<string, unknown>) => ({
    id: await postJob(request, company.token, { title, description: `<p>Design the ${word} range with our studio.</p>`, ...extra }),
    title,
  });
  const wanted = await post(`Packaging designer ${word}`, { location_type: 'REMOTE', skills: [skill.id], skill_must_haves: [], type: 'FREELANCE' });
  const onsite = await post(`Brand designer ${word}`, { location_type: 'ONSITE', skills: [skill.id], skill_must_haves: [] });
  const other = await post(`Type designer ${word}`, { location_type: 'REMOTE', skills: [otherSkill.id], skill_must_haves: [] });
  return { wanted, onsite, otherSkill: other, skill };
}

/** A project holding `word` in its title. */
export async function postSearchProject(request: APIRequestContext, company: PostingCompany, word: string): Promise<{ id: string; title: string }> {
  const title = `Packaging range ${word}`;
  return { id: await postProject(request, company.token, { title }), title };
}

