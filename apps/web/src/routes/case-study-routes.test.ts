import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE } from '../lib/page-title';
import { routes } from './full-table';

const leaf = (path: string) => {
  const last = (matchRoutes(routes, path) ?? []).at(-1)?.route;
  return last && last.handle !== NOT_FOUND_TITLE ? last.path : undefined;
};

/** The case-study and agency-profile pages are in the areas of document 3 and document 2, and nowhere else (issue 27). */
describe('case study routes', () => {
  it("are the agency's: list, add (not shadowed by the detail), edit, detail, profile and another agency's profile", () => {
    expect(leaf('/agency/case-studies')).toBe('case-studies');
    expect(leaf('/agency/case-study/add')).toBe('case-study/add');
    expect(leaf('/agency/case-study/edit/12')).toBe('case-study/edit/:id');
    expect(leaf('/agency/case-study/12')).toBe('case-study/:id');
    expect(leaf('/agency/profile')).toBe('profile');
    expect(leaf('/agency/agency-profile/7')).toBe('agency-profile/:id');
  });

  it("are the employer's detail and agency profile only, under both prefixes; freelancers have none", () => {
    for (const prefix of ['company', 'employer']) {
      expect(leaf(`/${prefix}/case-study/12`)).toBe('case-study/:id');
      expect(leaf(`/${prefix}/agency-profile/7`)).toBe('agency-profile/:id');
      expect(leaf(`/${prefix}/case-studies`)).toBeUndefined();
      expect(leaf(`/${prefix}/case-study/edit/12`)).toBeUndefined();
    }
    for (const path of ['/freelancer/case-study/12', '/freelancer/agency-profile/7', '/candidate/case-studies']) expect(leaf(path), path).toBeUndefined();
  });
});
