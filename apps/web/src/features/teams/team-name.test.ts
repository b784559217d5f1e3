import { describe, expect, it } from 'vitest';
import type { TeamMembership } from '../../app/session/documents';
import { teamInitials, teamName } from './team-name';

const membership = (user: Partial<TeamMembership['user']>): TeamMembership => ({
  id: '1', team_id: '9', role: 'member', active: false, can_post_jobs: false, type: 'AGENCY',
  user: { id: '9', type: 'AGENCY', name: null, company: null, agency_name: null, avatar: null, ...user },
});

describe('the team switcher', () => {
  it('names an agency by its agency name (its profile edits it), not the company typed at sign-up', () => {
    const renamed = membership({ company: 'Signup Studio', agency_name: 'Harbour Light', name: 'Olive Owner' });
    expect(teamName(renamed)).toBe('Harbour Light');
    expect(teamInitials(renamed)).toBe('HL');
  });

  it("names a team without a company name by its owner, else 'Team'", () => {
    expect(teamName(membership({ type: 'COMPANY', company: ' ', name: 'Olive Owner' }))).toBe('Olive Owner');
    expect(teamName(membership({}))).toBe('Team');
  });
});
