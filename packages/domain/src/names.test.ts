import { describe, expect, it } from 'vitest';
import { postingCompanyName } from './company.js';
import { applicantName, fullName, organisationName, teamName } from './names.js';
import { teamTableOrder, type TeamTableEntry } from './team-members.js';

describe("a person's full name", () => {
  it('joins the first and last names that are given, trimmed', () => {
    expect(fullName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(fullName(' Ada ', '  Lovelace')).toBe('Ada Lovelace');
    expect(fullName('Ada', null)).toBe('Ada');
    expect(fullName(undefined, 'Lovelace')).toBe('Lovelace');
    expect(fullName('  ', '')).toBeNull();
    expect(fullName(null, null)).toBeNull();
  });
});

describe("a team's name", () => {
  const person = { first_name: 'Olive', last_name: 'Owner' };

  it("is an agency's agency name, the one its profile edits, before the company typed at sign-up", () => {
    expect(organisationName({ agency_name: 'Renamed Studio', company: 'Signup Studio' })).toBe('Renamed Studio');
    expect(teamName({ agency_name: 'Renamed Studio', company: 'Signup Studio', ...person })).toBe('Renamed Studio');
  });

  it("is a company's company name", () => {
    expect(teamName({ agency_name: null, company: ' Acme ', ...person })).toBe('Acme');
    expect(organisationName({ agency_name: ' ', company: 'Acme' })).toBe('Acme');
  });

  it("falls back to the owner's full name, as a row keeps it or as the API answers it, then to nothing", () => {
    expect(organisationName({ agency_name: '', company: null })).toBeNull();
    expect(teamName({ agency_name: '', company: null, ...person })).toBe('Olive Owner');
    expect(teamName({ agency_name: null, company: '  ', name: 'Olive Owner' })).toBe('Olive Owner');
    expect(teamName({ agency_name: null, company: null, first_name: null, last_name: ' ' })).toBeNull();
    expect(teamName({ agency_name: null, company: null, name: null })).toBeNull();
  });

  it('names a posting company to seekers, with a neutral phrase when it has no name', () => {
    expect(postingCompanyName({ company: 'Acme', ...person })).toBe('Acme');
    expect(postingCompanyName({ company: null, ...person })).toBe('Olive Owner');
    expect(postingCompanyName({ company: ' ', first_name: null, last_name: null })).toBe('A company on Onbrief');
  });
});

describe("an applicant's name when a post is closed", () => {
  it('is their full name, else their organisation, else Applicant', () => {
    expect(applicantName({ first_name: 'Nina', last_name: 'Berg', agency_name: null, company: 'Acme' })).toBe('Nina Berg');
    expect(applicantName({ first_name: ' ', last_name: null, agency_name: 'Studio', company: 'Old Studio' })).toBe('Studio');
    expect(applicantName({ first_name: null, last_name: null, agency_name: null, company: null })).toBe('Applicant');
  });
});

describe('the team table order', () => {
  const entry = (email: string, last_name: string | null, first_name: string | null, isOwner = false): TeamTableEntry => ({ email, last_name, first_name, isOwner });

  it('puts the owner first, then by last name, first name and email, ignoring case and accents, and the nameless last', () => {
    const sorted = [
      entry('z@x.test', 'adams', 'Zoe'),
      entry('c@x.test', 'Brown', 'Carl'),
      entry('n@x.test', null, null),
      entry('owner@x.test', 'Young', 'Olive', true),
      entry('e@x.test', 'Ädams', 'Eve'),
      entry('a@x.test', 'Adams', 'Amy'),
      entry('b@x.test', ' ', ''),
      entry('m@x.test', 'Adams', 'Amy'),
    ].sort(teamTableOrder);
    expect(sorted.map((p) => p.email)).toEqual(['owner@x.test', 'a@x.test', 'm@x.test', 'e@x.test', 'z@x.test', 'c@x.test', 'b@x.test', 'n@x.test']);
  });
});
