import { describe, expect, it } from 'vitest';
import { accountStepState, type AccountStep } from './account-step';
import { agencyInvitePath, companyInvitePath, linkEmail, parseAgencyInvite, parseCompanyInvite } from './invite-link';
import { failureMessage, refusalReason } from './refusal';
import { ApiError } from '../../../lib/api-error';

const TOKEN = 'Xy3_kP9-aQ2rT7vW1zB5nM8cD4fG6hJ0LsE2uI9oK1w';

describe('the company link, {token}&{email} in one segment (D-X8)', () => {
  it('reads the token and the email, lower-cased', () => {
    expect(parseCompanyInvite(`${TOKEN}&Jane.Doe@Example.com`)).toEqual({ token: TOKEN, email: 'jane.doe@example.com' });
  });

  it('reads a segment a mail client encoded, plus signs and ampersands in the address included', () => {
    expect(parseCompanyInvite(`${TOKEN}%26jane%2Bteam%40example.com`)).toEqual({ token: TOKEN, email: 'jane+team@example.com' });
    expect(parseCompanyInvite(`${TOKEN}&a&b@example.com`)).toEqual({ token: TOKEN, email: 'a&b@example.com' });
  });

  it('takes a token alone (the invitation then names the address), and refuses what cannot be a token', () => {
    expect(parseCompanyInvite(TOKEN)).toEqual({ token: TOKEN, email: '' });
    for (const bad of [undefined, '', '&jane@example.com', 'short&jane@example.com', `${TOKEN}!&jane@example.com`, '%E0%A4%A']) {
      expect(parseCompanyInvite(bad), String(bad)).toBeNull();
    }
  });

  it('writes the path back so that it reads the same', () => {
    const link = { token: TOKEN, email: 'jane+team@example.com' };
    const path = companyInvitePath('employer', link);
    expect(path).toBe(`/employer/team/register/${TOKEN}&jane%2Bteam%40example.com`);
    // React Router decodes the segment once before the page reads it.
    expect(parseCompanyInvite(decodeURIComponent(path.split('/').at(-1)!))).toEqual(link);
  });
});

describe('the agency link, accept-invite/{token}?e={email} (D-R5)', () => {
  it('reads the token from the path and the optional email from the query', () => {
    expect(parseAgencyInvite(TOKEN, 'Sam@Agency.test')).toEqual({ token: TOKEN, email: 'sam@agency.test' });
    expect(parseAgencyInvite(TOKEN, null)).toEqual({ token: TOKEN, email: '' });
    expect(parseAgencyInvite('nope', 'sam@agency.test')).toBeNull();
  });

  it('turns a plus sign the query decoded as a space back into one', () => {
    expect(linkEmail(' sam team@agency.test ')).toBe('sam+team@agency.test');
    expect(parseAgencyInvite(TOKEN, new URLSearchParams('e=sam+team@agency.test').get('e'))?.email).toBe('sam+team@agency.test');
  });

  it('writes the path with the email encoded, or without the query', () => {
    expect(agencyInvitePath({ token: TOKEN, email: 'sam+team@agency.test' })).toBe(`/agency/accept-invite/${TOKEN}?e=sam%2Bteam%40agency.test`);
    expect(agencyInvitePath({ token: TOKEN, email: '' })).toBe(`/agency/accept-invite/${TOKEN}`);
  });
});

describe('the step-1 data of the company sign-up', () => {
  const step: AccountStep = { token: TOKEN, email: 'jane@example.com', from: `/company/team/register/${TOKEN}&jane@example.com`, teamName: 'Acme', first_name: 'Jane', last_name: '' };

  it('is ready with the password typed for this token', () => {
    expect(accountStepState(step, { token: TOKEN, password: 'Fresh-pass1!' })).toEqual({ kind: 'ready', step: { ...step, password: 'Fresh-pass1!' } });
  });

  it('goes back to step 1 when the password is gone (a reload) or was typed for another invitation', () => {
    expect(accountStepState(step, null)).toEqual({ kind: 'reloaded', step });
    expect(accountStepState(step, { token: 'another-token-of-the-tab', password: 'x' })).toEqual({ kind: 'reloaded', step });
  });

  it('has nothing without step 1 in this tab', () => {
    expect(accountStepState(undefined, { token: TOKEN, password: 'x' })).toEqual({ kind: 'none' });
    expect(accountStepState({ ...step, email: '' }, null)).toEqual({ kind: 'none' });
  });
});

describe("a refusal's reason", () => {
  it("is the server's message for a refusal, shown with the form locked", () => {
    expect(refusalReason(new ApiError('Freelancer accounts cannot join a team', 'BAD_USER_INPUT'))).toBe('Freelancer accounts cannot join a team');
    expect(refusalReason(new ApiError('This invitation has already been used', 'FORBIDDEN'))).toBe('This invitation has already been used');
  });

  it('is none for a failure a retry may mend, or for messages under fields', () => {
    for (const code of ['NETWORK', 'INTERNAL', 'UNAVAILABLE', 'RATE_LIMITED', 'HTTP_502']) expect(refusalReason(new ApiError('Something went wrong!', code)), code).toBeNull();
    expect(refusalReason(new ApiError('Please enter city', 'BAD_USER_INPUT', { 'input.city': 'Please enter city' }))).toBeNull();
    expect(refusalReason(new Error('boom'))).toBeNull();
  });

  it("falls back to the screen's words, except for a limit's own", () => {
    expect(failureMessage(new ApiError('Something went wrong!', 'INTERNAL'), 'Could not accept invite')).toBe('Could not accept invite');
    expect(failureMessage(new ApiError('Too many attempts.', 'RATE_LIMITED'), 'Could not accept invite')).toBe('Too many attempts.');
  });
});
