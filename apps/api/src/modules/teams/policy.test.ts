import { describe, expect, it } from 'vitest';
import { TEAM_MSG } from '@mp/domain';
import { inviteeRefusal } from './policy.js';

describe('inviteeRefusal', () => {
  it('lets guests and owners of the same account type in', () => {
    for (const person of ['GUEST', 'COMPANY'] as const) expect(inviteeRefusal(person, 'COMPANY', 'invite')).toBeNull();
    expect(inviteeRefusal('AGENCY', 'AGENCY', 'join')).toBeNull();
  });

  it('refuses freelancers and administrators, in the words of the moment', () => {
    expect(inviteeRefusal('FREELANCER', 'COMPANY', 'invite')).toBe(TEAM_MSG.freelancerInvite);
    expect(inviteeRefusal('FREELANCER', 'AGENCY', 'join')).toBe(TEAM_MSG.freelancerJoin);
    expect(inviteeRefusal('ADMIN', 'AGENCY', 'invite')).toBe(TEAM_MSG.couldNotAccept);
    expect(inviteeRefusal('ADMIN', 'COMPANY', 'join')).toBe(TEAM_MSG.couldNotAccept);
  });

  it('refuses an owner of the other account type, whichever the moment', () => {
    for (const moment of ['invite', 'join'] as const) {
      expect(inviteeRefusal('COMPANY', 'AGENCY', moment)).toBe(TEAM_MSG.companyIntoAgency);
      expect(inviteeRefusal('AGENCY', 'COMPANY', moment)).toBe(TEAM_MSG.agencyIntoCompany);
    }
  });
});
