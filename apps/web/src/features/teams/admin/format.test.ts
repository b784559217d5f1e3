import { describe, expect, it } from 'vitest';
import {
  associateOptions,
  associationChange,
  associationToasts,
  invitationRows,
  invitationStatus,
  roleChangeToSend,
  toggledAssociates,
} from './format';
import { inviteSchemaOf } from './invite-rules';

const [companyInviteSchema, agencyInviteSchema] = [inviteSchemaOf('company'), inviteSchemaOf('agency')];

const NOW = new Date('2026-11-27T12:00:00Z');

describe('the invitation status', () => {
  it("reads 'Pending' or 'Expired', capitalised", () => {
    expect(invitationStatus({ status: 'pending', expiresAt: '2026-12-04T12:00:00Z' }, NOW)).toBe('Pending');
    expect(invitationStatus({ status: 'Pending', expiresAt: '2026-12-04T12:00:00Z' }, NOW)).toBe('Pending');
    expect(invitationStatus({ status: 'Expired', expiresAt: '2026-11-20T12:00:00Z' }, NOW)).toBe('Expired');
    expect(invitationStatus({ status: 'expired', expiresAt: '2026-12-04T12:00:00Z' }, NOW)).toBe('Expired');
  });

  it('says Expired for a pending one whose week ran out while the page was open', () => {
    expect(invitationStatus({ status: 'Pending', expiresAt: '2026-11-27T11:59:59Z' }, NOW)).toBe('Expired');
    expect(invitationStatus({ status: 'Pending', expiresAt: 'not a date' }, NOW)).toBe('Pending');
  });

  it('numbers the rows in the order given and writes Date Sent as DD/MM/YYYY', () => {
    const rows = invitationRows(
      [
        { id: '9', email: 'b@x.test', firstName: 'Bo', lastName: ' ', sentAt: '2026-11-26T10:00:00', expiresAt: '2026-12-03T10:00:00', status: 'Pending' },
        { id: '4', email: 'a@x.test', firstName: null, lastName: null, sentAt: '2026-11-02T10:00:00', expiresAt: '2026-11-09T10:00:00', status: 'Expired' },
      ],
      NOW,
    );
    expect(rows).toEqual([
      { id: '9', number: 1, email: 'b@x.test', name: 'Bo', dateSent: '26/11/2026', status: 'Pending' },
      { id: '4', number: 2, email: 'a@x.test', name: null, dateSent: '02/11/2026', status: 'Expired' },
    ]);
  });
});

describe('a role change', () => {
  it('is sent for the other role only, and not while one runs', () => {
    expect(roleChangeToSend('member', 'admin', false)).toBe('admin');
    expect(roleChangeToSend('admin', 'member', false)).toBe('member');
    expect(roleChangeToSend('member', 'member', false)).toBeNull();
    expect(roleChangeToSend('member', 'admin', true)).toBeNull();
    expect(roleChangeToSend('member', 'owner', false)).toBeNull();
  });
});

describe('user associations', () => {
  const people = [
    { userId: '1', firstName: 'Olive', lastName: 'Owner', email: 'olive@x.test' },
    { userId: '2', firstName: 'Mia', lastName: 'Member', email: 'mia@x.test' },
    { userId: '3', firstName: null, lastName: null, email: 'nameless@x.test' },
  ];

  it('offers everyone but the member, searchable by name or email', () => {
    expect(associateOptions('2', people).map((o) => o.label)).toEqual(['Olive Owner', 'nameless@x.test']);
    expect(associateOptions('2', people, ' olive ').map((o) => o.id)).toEqual(['1']);
    expect(associateOptions('1', people, 'NAMELESS@').map((o) => o.id)).toEqual(['3']);
    expect(associateOptions('1', people, 'mia member').map((o) => o.id)).toEqual(['2']);
    expect(associateOptions('1', people, 'nobody')).toEqual([]);
  });

  it('sends the whole list with the one box changed', () => {
    expect(toggledAssociates(['1'], '3', true)).toEqual(['1', '3']);
    expect(toggledAssociates(['1', '3'], '1', false)).toEqual(['3']);
    expect(toggledAssociates(['1'], '1', true)).toEqual(['1']);
  });

  it("maps a sync to the spec's create and remove toasts", () => {
    const added = associationChange(['1'], ['1', '3']);
    const removed = associationChange(['1', '3'], ['3']);
    expect(added).toEqual({ added: ['3'], removed: [] });
    expect(associationToasts(added, true)).toEqual(['User association created successfully!']);
    expect(associationToasts(added, false)).toEqual(['Error creating User Association']);
    expect(associationToasts(removed, true)).toEqual(['User association removed successfully!']);
    expect(associationToasts(removed, false)).toEqual(['Error removing User Association']);
    expect(associationToasts(associationChange(['1'], ['3']), true)).toEqual(['User association created successfully!', 'User association removed successfully!']);
    expect(associationToasts(associationChange(['1'], ['1']), true)).toEqual([]);
  });
});

describe('the invite forms', () => {
  // The form shows each field's first message (Mantine's schemaResolver).
  const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
    const byField: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
    return byField;
  };

  it("the employer's: a valid email ('Please add a valid email address'), names optional", () => {
    expect(messages(companyInviteSchema.safeParse({ email: '', first_name: '', last_name: '' }))).toEqual({ email: 'Please add a valid email address' });
    expect(messages(companyInviteSchema.safeParse({ email: 'not-an-email', first_name: '', last_name: '' }))).toEqual({ email: 'Please add a valid email address' });
    expect(companyInviteSchema.parse({ email: ' New.Person@Example.TEST ', first_name: ' ', last_name: 'Lee' })).toEqual({
      email: 'new.person@example.test',
      first_name: null,
      last_name: 'Lee',
    });
  });

  it("the agency's: every field, with document 3's messages", () => {
    expect(messages(agencyInviteSchema.safeParse({ email: '', first_name: ' ', last_name: '' }))).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
    });
    expect(messages(agencyInviteSchema.safeParse({ email: 'nope@', first_name: 'A', last_name: 'B' }))).toEqual({ email: 'Please enter a valid email address' });
  });
});
