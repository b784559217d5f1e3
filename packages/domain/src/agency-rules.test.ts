import { describe, expect, it } from 'vitest';
import { AGENCY_MSG, agencyProfileSchema, bioTextLength } from './agency-rules.js';

describe('bioTextLength', () => {
  it('counts the text a person reads: tags stripped, an entity one character', () => {
    expect(bioTextLength('<p>We <strong>build</strong></p>')).toBe(8);
    expect(bioTextLength('Fish &amp; chips')).toBe('Fish & chips'.length);
    expect(bioTextLength('<p></p><br>')).toBe(0);
    expect(bioTextLength(`<p>${'x'.repeat(1000)}</p>`)).toBe(1000);
  });
});

describe('agencyProfileSchema', () => {
  const base = {
    avatar: `/uploads/${'a'.repeat(32)}.png`, agency_name: 'Studio', bio: '', website: '', agency_locations: ['Leeds', 'Leeds', ''],
    agency_phones: ['', '07700 900123'], services: ['2', 2, '3'], genres: [1],
  };

  it('keeps each id and place once, drops empty rows, and empties to null', () => {
    const v = agencyProfileSchema.parse(base);
    expect(v).toMatchObject({ services: [2, 3], genres: [1], agency_locations: ['Leeds'], agency_phones: ['07700 900123'], bio: null, website: null });
  });

  it("refuses what the spec refuses, with its messages", () => {
    const issues = (input: object) =>
      Object.fromEntries((agencyProfileSchema.safeParse({ ...base, ...input }).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues({ services: [], genres: [] })).toEqual({ services: AGENCY_MSG.services, genres: AGENCY_MSG.genres });
    expect(issues({ agency_name: '  ' })).toEqual({ agency_name: AGENCY_MSG.editName });
    expect(issues({ agency_locations: ['A', 'B', 'C'] })).toEqual({ agency_locations: AGENCY_MSG.locationsMax });
    expect(issues({ bio: `<p>${'x'.repeat(1001)}</p>` })).toEqual({ bio: AGENCY_MSG.bioTooLong });
    expect(issues({ services: ['1; drop table users'] })).toEqual({ services: AGENCY_MSG.services });
    expect(issues({ avatar: 'javascript:alert(1)' })).toMatchObject({ avatar: expect.any(String) });
  });
});
