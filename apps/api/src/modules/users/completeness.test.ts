import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.js';
import { profileCompleteness } from './completeness.js';

const base = {
  first_name: 'Nina', last_name: 'New', phone: '+44 113 496 0000', address_1: '2 Road', city: 'Leeds',
  state: 'West Yorkshire', zip: 'LS1 1AA', country: 'GB', bio: 'About us',
  avatar: null, description: null, can_use_logo: null,
};
const person = (fields: Partial<UserRow>) => ({ ...base, ...fields }) as UserRow;

describe('profileCompleteness', () => {
  it('asks a company for its logo, What sets you apart and the logo-use answer (decision 0024)', () => {
    expect(profileCompleteness(person({ type: 'COMPANY' }))).toEqual({
      complete: false,
      missing: ['avatar', 'description', 'can_use_logo'],
    });
    const done = person({ type: 'COMPANY', avatar: '/uploads/a.png', description: 'Apart', can_use_logo: false });
    expect(profileCompleteness(done)).toEqual({ complete: true, missing: [] });
  });

  it("lists a freelancer's missing items in words: the shared fields, then CV, experience, preferences, genres, skills (decision 0034)", () => {
    const none = { resumes: 0, experiences: 0, job_type: false, working_hours: false, genres: 0, skills: 0 };
    expect(profileCompleteness(person({ type: 'FREELANCER', bio: null, phone: '' }), none)).toEqual({
      complete: false,
      missing: ['Phone number', 'Bio', 'CV', 'Experience', 'Job type', 'Working hours', 'Category experience', 'Skills'],
    });
    const all = { resumes: 1, experiences: 2, job_type: true, working_hours: true, genres: 1, skills: 3 };
    expect(profileCompleteness(person({ type: 'FREELANCER' }), all)).toEqual({ complete: true, missing: [] });
    expect(profileCompleteness(person({ type: 'FREELANCER' }), { ...all, working_hours: false, skills: 0 }).missing).toEqual(['Working hours', 'Skills']);
  });

  it('keeps the shared baseline for the other kinds (their issues add theirs)', () => {
    expect(profileCompleteness(person({ type: 'GUEST', bio: '' })).missing).toEqual(['bio']);
    expect(profileCompleteness(person({ type: 'ADMIN', first_name: null })).complete).toBe(true);
  });
});
