import { describe, expect, it } from 'vitest';
import { boardFilters, boardNoIndex, boardSearch, parseBoardQuery } from './job-board.js';

const parse = (q: string) => parseBoardQuery(new URLSearchParams(q));

describe('the job board address', () => {
  it('reads the filters, drops unknown values and normalises the order', () => {
    const q = parse('location=REMOTE&q=%20brand%00%20&discipline=3&discipline=x&discipline=1&type=NOPE&type=FREELANCE&page=2&junk=1');
    expect(q).toEqual({ kind: 'JOB', q: 'brand', discipline: [1, 3], type: ['FREELANCE'], location: ['REMOTE'], page: 2 });
    expect(boardSearch(q)).toBe('?q=brand&discipline=1&discipline=3&type=FREELANCE&location=REMOTE&page=2');
    expect(boardSearch(q, 1)).toBe('?q=brand&discipline=1&discipline=3&type=FREELANCE&location=REMOTE');
  });

  it('reads a bad page as the first, a project board, and the search input it makes', () => {
    expect(parse('page=-4').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=99999').page).toBe(500);
    const project = parse('kind=project&type=FREELANCE&discipline=2');
    expect(project.kind).toBe('PROJECT');
    expect(boardFilters(project)).toEqual({ search: null, industry: ['2'], jobType: [], jobLocation: [] });
  });

  it('keeps words searches and filtered pages beyond the first out of the index', () => {
    expect(boardNoIndex(parse(''))).toBe(false);
    expect(boardNoIndex(parse('page=3'))).toBe(false);
    expect(boardNoIndex(parse('discipline=1'))).toBe(false);
    expect(boardNoIndex(parse('discipline=1&page=2'))).toBe(true);
    expect(boardNoIndex(parse('q=brand'))).toBe(true);
  });
});
