import { describe, expect, it } from 'vitest';
import { SEARCH_MSG, searchInputSchema } from './search-rules.js';
import {
  cutSearchWords, SEARCH_IDS_MAX, SEARCH_WORDS_MAX, searchFilterCount, searchFiltersFromParams, searchFiltersToParams,
} from './search.js';

describe('search URL parameters', () => {
  it('round-trip a search through the URL query, in a fixed order', () => {
    const filters = { search: 'brand designer', skill: ['3', '7'], industry: ['1'], jobType: ['FREELANCE'], jobLocation: ['REMOTE', 'HYBRID'] };
    const params = searchFiltersToParams(filters);
    expect(params.toString()).toBe('search=brand+designer&industry=1&skill=3&skill=7&jobType=FREELANCE&jobLocation=REMOTE&jobLocation=HYBRID');
    expect(searchFiltersFromParams(params)).toEqual(filters);
    expect(searchFilterCount(filters)).toBe(4);
  });

  it('read a shared link forgivingly: unknown values dropped, lists de-duplicated and cut, comma lists accepted', () => {
    const params = new URLSearchParams('skill=3,x,3&genre=-1&jobType=time&jobType=permanent&workingHour=BOTH_TIME&other=1&search=%20%20');
    expect(searchFiltersFromParams(params)).toEqual({ skill: ['3'], jobType: ['PERMANENT'], workingHour: ['BOTH_TIME'] });
    const many = new URLSearchParams(Array.from({ length: 80 }, (_, i) => ['skill', String(i + 1)]));
    expect(searchFiltersFromParams(many).skill).toHaveLength(SEARCH_IDS_MAX);
  });

  it('cut long words at a word end', () => {
    expect(cutSearchWords('  brand  ')).toBe('brand');
    expect(cutSearchWords('designer '.repeat(50)).length).toBeLessThanOrEqual(SEARCH_WORDS_MAX);
    expect(cutSearchWords('designer '.repeat(50)).endsWith('designer')).toBe(true);
    expect(cutSearchWords('a'.repeat(500))).toHaveLength(SEARCH_WORDS_MAX);
  });
});

describe('searchInputSchema', () => {
  it('gives numbers, empty lists for missing filters, and cut words', () => {
    expect(searchInputSchema.parse({ skill: ['3', 3, '7'], search: null })).toEqual({
      search: '', industry: [], skill: [3, 7], softwareSkill: [], genre: [], qualification: [], service: [], jobLevel: [],
      jobType: [], workingHour: [], jobLocation: [],
    });
  });

  it('refuses ids that are not whole numbers, too many ids and unknown keys', () => {
    const message = (input: unknown) => searchInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ skill: ['1.5'] })).toBe(SEARCH_MSG.id);
    expect(message({ skill: ['99999999999'] })).toBe(SEARCH_MSG.id);
    expect(message({ genre: Array.from({ length: SEARCH_IDS_MAX + 1 }, (_, i) => String(i + 1)) })).toBe(SEARCH_MSG.tooMany);
    expect(message({ jobLocation: ['ALL'] })).toBe(SEARCH_MSG.jobLocation);
  });
});
