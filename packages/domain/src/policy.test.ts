import { describe, expect, it } from 'vitest';
import {
  actingType, canBuyJobPosts, canManagePosts, canManageTeam, canPostJobs, isAssignedPost, scopesOf, seesAllTeamPosts, type PolicySubject,
} from './policy.js';

const member = (role: 'admin' | 'member', can_post_jobs = false) => ({ role, can_post_jobs });

describe('canPostJobs', () => {
  it('needs ACTIVE status and can_post_jobs on the active membership', () => {
    expect(canPostJobs({ status: 'ACTIVE', teamUser: member('admin', true) })).toBe(true);
    expect(canPostJobs({ status: 'INACTIVE', teamUser: member('admin', true) })).toBe(false);
    expect(canPostJobs({ status: 'ACTIVE', teamUser: member('member', false) })).toBe(false);
    expect(canPostJobs({ status: 'ACTIVE', teamUser: null })).toBe(false);
  });
});

describe('scopesOf', () => {
  it('gives a visitor only the public scope', () => {
    const s = scopesOf(null);
    expect(Object.entries(s).filter(([, v]) => v).map(([k]) => k)).toEqual(['public']);
  });

  it('lets a guest act under the active team type, with its role', () => {
    const guest: PolicySubject = { type: 'GUEST', status: 'ACTIVE', teamType: 'AGENCY', teamUser: member('member') };
    expect(actingType(guest)).toBe('AGENCY');
    expect(scopesOf(guest)).toMatchObject({ agency: true, company: false, freelancer: false, teamAdmin: false, canPostJobs: false });
  });

  it('separates the platform administrator from a team admin', () => {
    const owner: PolicySubject = { type: 'COMPANY', status: 'ACTIVE', teamType: 'COMPANY', teamUser: member('admin', true) };
    expect(scopesOf(owner)).toMatchObject({ company: true, teamAdmin: true, canPostJobs: true, admin: false, active: true });
    expect(scopesOf({ type: 'ADMIN', status: 'ACTIVE' })).toMatchObject({ admin: true, company: false, teamAdmin: false });
  });

  it('knows a freelancer, who has no team', () => {
    expect(scopesOf({ type: 'FREELANCER', status: 'INACTIVE' })).toMatchObject({ freelancer: true, active: false, teamAdmin: false });
  });
});

describe('posts', () => {
  it('lets a company side with can_post_jobs manage posts, and only team admins buy job posts', () => {
    const owner: PolicySubject = { type: 'COMPANY', status: 'ACTIVE', teamType: 'COMPANY', teamUser: member('admin', true) };
    const poster: PolicySubject = { type: 'GUEST', status: 'ACTIVE', teamType: 'COMPANY', teamUser: member('member', true) };
    const agency: PolicySubject = { type: 'AGENCY', status: 'ACTIVE', teamType: 'AGENCY', teamUser: member('admin', true) };
    expect([owner, poster, agency].map(canManagePosts)).toEqual([true, true, false]);
    expect(canManagePosts({ ...owner, status: 'INACTIVE' })).toBe(false);
    expect([owner, poster, agency].map(canBuyJobPosts)).toEqual([true, false, false]);
    expect([owner, poster].map(seesAllTeamPosts)).toEqual([true, false]);
  });

  it('assigns a post to its creator and to the members associated with the creator', () => {
    expect(isAssignedPost({ created_by: 5 }, 5, [])).toBe(true);
    expect(isAssignedPost({ created_by: 6 }, 5, [6, 7])).toBe(true);
    expect(isAssignedPost({ created_by: 8 }, 5, [6, 7])).toBe(false);
    expect(isAssignedPost({ created_by: null }, 5, [6])).toBe(false);
  });
});

describe('canManageTeam', () => {
  it("is a team admin's, owner or guest, of a company or an agency team", () => {
    const owner: PolicySubject = { type: 'COMPANY', status: 'ACTIVE', teamType: 'COMPANY', teamUser: member('admin', true) };
    const agencyOwner: PolicySubject = { type: 'AGENCY', status: 'ACTIVE', teamType: 'AGENCY', teamUser: member('admin', true) };
    const guestAdmin: PolicySubject = { type: 'GUEST', status: 'ACTIVE', teamType: 'AGENCY', teamUser: member('admin') };
    const guestMember: PolicySubject = { type: 'GUEST', status: 'ACTIVE', teamType: 'COMPANY', teamUser: member('member', true) };
    expect([owner, agencyOwner, guestAdmin, guestMember].map(canManageTeam)).toEqual([true, true, true, false]);
    const inactive: PolicySubject = { ...owner, status: 'INACTIVE' };
    const nobody = (type: PolicySubject['type']): PolicySubject => ({ type, status: 'ACTIVE', teamType: null, teamUser: null });
    expect(canManageTeam(inactive)).toBe(true);
    expect([nobody('ADMIN'), nobody('FREELANCER'), nobody('GUEST')].map(canManageTeam)).toEqual([false, false, false]);
  });
});
