import { newPasswordRule } from '@mp/domain';
import { describe, expect, it } from 'vitest';
import { GROUP_COPY, otherKinds, resetLoginPrefix } from './group-copy';
import { randomPassword } from './random-password';
import { hasStep1, inviteEmail } from './signup-draft';

describe('randomPassword', () => {
  it('always meets the sign-up password rules in 8 characters', () => {
    for (let i = 0; i < 500; i += 1) {
      const password = randomPassword();
      expect(password).toHaveLength(8);
      expect(newPasswordRule.safeParse(password).success).toBe(true);
    }
  });
});

describe('inviteEmail', () => {
  it('lower-cases and turns spaces (decoded plus signs) back into plus signs', () => {
    expect(inviteEmail(' Jane Doe@Example.com ')).toBe('jane+doe@example.com');
    expect(inviteEmail(null)).toBe('');
  });
});

describe('hasStep1', () => {
  it('needs an email and a password', () => {
    expect(hasStep1({ email: 'a@b.co' })).toBe(false);
    expect(hasStep1({ email: 'a@b.co', password: 'x' })).toBe(true);
    expect(hasStep1(undefined)).toBe(false);
  });
});

describe('group copy', () => {
  it('titles the sign-up by kind and links to the other kinds', () => {
    expect(GROUP_COPY.company.signUpTitle).toBe('Create An Employer Account');
    expect(GROUP_COPY.freelancer.signUpTitle).toBe('Create A Candidate Account');
    expect(otherKinds('company').map((k) => k.group)).toEqual(['freelancer', 'agency']);
  });

  it('sends a reset to the candidate, company or agency login', () => {
    expect(resetLoginPrefix('freelancer')).toBe('candidate');
    expect(resetLoginPrefix('company')).toBe('company');
    expect(resetLoginPrefix('agency')).toBe('agency');
  });
});
