import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  emailRule,
  fieldErrors,
  newPasswordRule,
  parseRegisterInput,
  phoneRule,
  registerStep2Schema,
  resetPasswordSchema,
} from './rules.js';
import { MSG } from './messages.js';
import { countries, DEFAULT_COUNTRY } from './countries.js';
import { groupOfPrefix, groupOfUser } from './groups.js';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('email', () => {
  it('requires and checks an ordinary address, lower-casing it', () => {
    expect(messageOf(emailRule.safeParse(''))).toBe(MSG.emailRequired);
    expect(messageOf(emailRule.safeParse('a@b'))).toBe(MSG.emailInvalid);
    expect(messageOf(emailRule.safeParse('a b@c.com'))).toBe(MSG.emailInvalid);
    expect(emailRule.parse(' Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('new password (reading 2)', () => {
  it.each([
    ['', MSG.passwordRequired],
    ['ab!', MSG.passwordTooShort],
    ['abcdefgh', MSG.passwordSpecial],
    ['abc defg!', MSG.passwordSpaces],
  ])('%j gives %s', (value, message) => {
    expect(messageOf(newPasswordRule.safeParse(value))).toBe(message);
  });
  it('accepts eight characters with a special one', () => {
    expect(newPasswordRule.safeParse('abcdefg!').success).toBe(true);
  });
});

describe('phone', () => {
  it.each(['+44 20 7946 0000', '(020) 7946-0000', '0044.20.7946/0000', '12345'])('accepts %s', (v) => {
    expect(phoneRule.safeParse(v).success).toBe(true);
  });
  it.each(['1234', 'abcde', '+44 20 x946', '(12345) 678'])('rejects %s', (v) => {
    expect(messageOf(phoneRule.safeParse(v))).toBe(MSG.phone);
  });
  it('passes on the number as typed, trimmed: no plus before a national number (issue 23: it made 07700 900123 +07700 900123)', () => {
    expect(phoneRule.parse(' 07700 900123 ')).toBe('07700 900123');
    expect(phoneRule.parse('+44 20 7946 0000')).toBe('+44 20 7946 0000');
  });
});

describe('step 2', () => {
  const base = { first_name: 'A', last_name: 'B', address_1: '1 St', city: 'C', state: 'D', zip: 'E', country: 'GB', phone: '01234 567' };
  it('requires the employer name and position for employers only', () => {
    const employer = registerStep2Schema('COMPANY').safeParse(base);
    expect(fieldErrors(employer.error!)).toMatchObject({ company: MSG.company, position: MSG.position });
    expect(registerStep2Schema('FREELANCER').safeParse(base).success).toBe(true);
  });
  it('requires the position of employers only (spec 000 §5: optional for non-employers)', () => {
    const withCompany = { ...base, company: 'Acme' };
    const employer = registerStep2Schema('COMPANY').safeParse(withCompany);
    expect(fieldErrors(employer.error!)).toEqual({ position: MSG.position });
    expect(registerStep2Schema('COMPANY').safeParse({ ...withCompany, position: '   ' }).success).toBe(false);
    for (const type of ['AGENCY', 'FREELANCER'] as const) {
      for (const position of [undefined, null, '', '  ']) {
        const r = registerStep2Schema(type).safeParse({ ...withCompany, position });
        expect(r.success, `${type} with position ${JSON.stringify(position)}`).toBe(true);
        expect(r.data?.position).toBeNull();
      }
    }
    // The agency name is still required.
    expect(fieldErrors(registerStep2Schema('AGENCY').safeParse(base).error!)).toEqual({ company: MSG.company });
  });
  it('lets register take an agency without a position, and keeps one that is given', () => {
    const agency = { ...base, type: 'AGENCY', company: 'Studio', email: 'a@b.co', password: 'abcdefg!' };
    expect(parseRegisterInput(agency)).toMatchObject({ type: 'AGENCY', company: 'Studio', position: null });
    expect(parseRegisterInput({ ...agency, position: ' Director ' })).toMatchObject({ position: 'Director' });
    expect(() => parseRegisterInput({ ...agency, type: 'COMPANY' })).toThrow(MSG.position);
  });
  it('gives the spec message for each missing field', () => {
    const r = registerStep2Schema('FREELANCER').safeParse({ country: '' });
    expect(fieldErrors(r.error!)).toMatchObject({
      first_name: MSG.firstName,
      last_name: MSG.lastName,
      address_1: MSG.address,
      city: MSG.city,
      state: MSG.county,
      zip: MSG.postcode,
      country: MSG.country,
      phone: MSG.phone,
    });
  });
  it('accepts only the listed pronouns', () => {
    expect(registerStep2Schema('FREELANCER').safeParse({ ...base, pronouns: 'Xe/Xem' }).success).toBe(true);
    expect(registerStep2Schema('FREELANCER').safeParse({ ...base, pronouns: 'It' }).success).toBe(false);
  });
  it('combines both steps for register', () => {
    const input = parseRegisterInput({ ...base, type: 'FREELANCER', email: 'X@Y.com', password: 'abcdefg!' });
    expect(input).toMatchObject({ email: 'x@y.com', phone: '01234 567', country: 'GB' });
  });
});

describe('password confirmation messages', () => {
  it('uses the reset and change-password texts', () => {
    const reset = resetPasswordSchema.safeParse({ email: 'a@b.co', token: 't', password: 'abcdefg!', password_confirmation: 'x' });
    expect(messageOf(reset)).toBe(MSG.passwordConfirmationMismatch);
    const change = changePasswordSchema.safeParse({ current_password: 'abcdefgh', password: 'abcdefg!', password_confirmation: 'x' });
    expect(messageOf(change)).toBe(MSG.passwordsDoNotMatch);
  });
  it("asks for the current password when it is empty, whatever its length otherwise", () => {
    const empty = changePasswordSchema.safeParse({ current_password: '', password: 'abcdefg!', password_confirmation: 'abcdefg!' });
    expect(messageOf(empty)).toBe('Please enter a password');
    const short = changePasswordSchema.safeParse({ current_password: 'abc', password: 'abcdefg!', password_confirmation: 'abcdefg!' });
    expect(short.success).toBe(true);
  });
});

describe('countries and groups', () => {
  it('lists the world with the spec names for GB and US, defaulting to GB', () => {
    const list = countries();
    expect(list.length).toBeGreaterThan(240);
    expect(list.find((c) => c.code === 'GB')?.name).toBe('United Kingdom');
    expect(list.find((c) => c.code === 'US')?.name).toBe('United States');
    expect(DEFAULT_COUNTRY).toBe('GB');
  });
  it('maps every alias and lets guests use their team type', () => {
    expect(['employer', 'company', 'candidate', 'consultant', 'freelancer', 'agency'].map(groupOfPrefix)).toEqual([
      'company', 'company', 'freelancer', 'freelancer', 'freelancer', 'agency',
    ]);
    expect(groupOfUser({ type: 'GUEST', teamType: 'AGENCY' })).toBe('agency');
    expect(groupOfUser({ type: 'ADMIN' })).toBeUndefined();
  });
});
