import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@mp/domain';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { users } from '../../db/schema/index.js';

const UPDATE = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { id first_name city phone email } }`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('updateUser', () => {
  it('updates own profile fields with the shared rules', async () => {
    const token = await t.login('freelancer@demo.test');
    const res = await t.gql(UPDATE, { input: { first_name: 'Fay', city: 'Bristol', phone: '++44 117 496 0000' } }, token);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateUser).toMatchObject({ first_name: 'Fay', city: 'Bristol', phone: '+441174960000' });
  });

  it("stores the phone in E.164, read in the profile's country; one it cannot read as typed (issue 23)", async () => {
    const token = await t.login('freelancer@demo.test');
    const phoneAfter = async (input: Record<string, string>) => (await t.gql(UPDATE, { input }, token)).data.updateUser.phone;
    expect(await phoneAfter({ phone: '07700 900123' })).toBe('+447700900123');
    expect(await phoneAfter({ phone: '06 12 34 56 78', country: 'FR' })).toBe('+33612345678');
    // The account's country now: a national number is read there.
    expect(await phoneAfter({ phone: '01 23 45 67 89' })).toBe('+33123456789');
    expect(await phoneAfter({ phone: '+44 1', country: 'GB' })).toBe('+44 1');
  });

  it('refuses an email another account uses', async () => {
    const token = await t.login('freelancer@demo.test');
    const res = await t.gql(UPDATE, { input: { email: 'AGENCY@demo.test' } }, token);
    expect(res.errors[0]).toMatchObject({ message: MSG.emailTaken, extensions: { code: 'EMAIL_TAKEN' } });
  });

  it('refuses without a session', async () => {
    const res = await t.gql(UPDATE, { input: { first_name: 'X' } });
    expect(res.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('changes the password only with the current one, and signs out the other sessions', async () => {
    const other = await t.login('agency@demo.test');
    const token = await t.login('agency@demo.test');
    const wrong = await t.gql(UPDATE, { input: { current_password: 'not-it-at-all', password: 'Next-pass1!', password_confirmation: 'Next-pass1!' } }, token);
    expect(wrong.errors[0]).toMatchObject({ message: MSG.incorrectPassword, extensions: { code: 'INCORRECT_PASSWORD' } });
    const mismatch = await t.gql(UPDATE, { input: { current_password: 'Demo-pass1!', password: 'Next-pass1!', password_confirmation: 'Nope-pass1!' } }, token);
    expect(mismatch.errors[0].extensions.fields['input.password_confirmation']).toBe(MSG.passwordsDoNotMatch);

    const ok = await t.gql(UPDATE, { input: { current_password: 'Demo-pass1!', password: 'Next-pass1!', password_confirmation: 'Next-pass1!' } }, token);
    expect(ok.errors).toBeUndefined();
    expect((await t.gql('{ me { id } }', {}, token)).data.me).toBeTruthy();
    expect((await t.gql('{ me { id } }', {}, other)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await t.login('agency@demo.test', 'Next-pass1!')).toBeTruthy();
  });

  it('rejects unknown input fields', async () => {
    const token = await t.login('freelancer@demo.test');
    const res = await t.gql(`mutation { updateUser(input: { status: "ACTIVE" }) { id } }`, {}, token);
    expect(res.errors[0].message).toMatch(/status/);
  });
});

describe('user(id)', () => {
  const USER = `query($id: ID!) { user(id: $id) { id email } }`;
  async function idOf(email: string) {
    const token = await t.login(email);
    return (await t.gql('{ me { id } }', {}, token)).data.me.id as string;
  }

  it('lets a user read their own record and a teammate, and refuses a person hidden from them', async () => {
    const member = await t.login('member@demo.test');
    const employerId = await idOf('employer@demo.test');
    const freelancerId = await idOf('freelancer@demo.test');
    expect((await t.gql(USER, { id: employerId }, member)).data.user.id).toBe(employerId);
    // A freelancer whose profile is private (decision 0017): an employer who was not applied to may not read it.
    await t.deps.db.update(users).set({ privacy: 'INACTIVE' }).where(eq(users.id, Number(freelancerId)));
    const refused = await t.gql(USER, { id: freelancerId }, member);
    expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(refused.data.user).toBeNull();
    await t.deps.db.update(users).set({ privacy: 'ACTIVE' }).where(eq(users.id, Number(freelancerId)));
  });

  it('lets an administrator read anyone', async () => {
    const admin = await t.login('admin@demo.test');
    const freelancerId = await idOf('freelancer@demo.test');
    expect((await t.gql(USER, { id: freelancerId }, admin)).data.user.email).toBe('freelancer@demo.test');
  });

  it('refuses a visitor', async () => {
    const res = await t.gql(USER, { id: '1' });
    expect(res.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
