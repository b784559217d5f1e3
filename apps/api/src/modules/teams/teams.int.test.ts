import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';

const ME = `{ me { id type teamType teamOwner teamUser { team_id role can_post_jobs active user { company agency_name } } teams { team_id active type } } }`;
const SWITCH = `mutation($id: ID!) { switchTeam(team_id: $id) { teamType teamUser { team_id role } } }`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('teams', () => {
  it('lists every membership and the active one', async () => {
    const token = await t.login('guest@demo.test');
    const me = (await t.gql(ME, {}, token)).data.me;
    expect(me.teams).toHaveLength(2);
    expect(me).toMatchObject({ type: 'GUEST', teamType: 'COMPANY', teamOwner: false, teamUser: { role: 'admin', user: { company: 'Northwind Studio' } } });
  });

  it('switches the active team, and the guest then acts under its type', async () => {
    const token = await t.login('guest@demo.test');
    const me = (await t.gql(ME, {}, token)).data.me;
    const agencyTeam = me.teams.find((m: { type: string }) => m.type === 'AGENCY');
    const res = await t.gql(SWITCH, { id: agencyTeam.team_id }, token);
    expect(res.data.switchTeam).toMatchObject({ teamType: 'AGENCY', teamUser: { team_id: agencyTeam.team_id, role: 'member' } });
    const after = (await t.gql(ME, {}, token)).data.me;
    expect(after.teams.filter((m: { active: boolean }) => m.active)).toHaveLength(1);
  });

  it("refuses a team the user is not in with 'Could not find the team'", async () => {
    const token = await t.login('member@demo.test');
    const agencyToken = await t.login('agency@demo.test');
    const agencyId = (await t.gql('{ me { id } }', {}, agencyToken)).data.me.id;
    const res = await t.gql(SWITCH, { id: agencyId }, token);
    expect(res.errors[0]).toMatchObject({ message: MSG.teamNotFound, extensions: { code: 'TEAM_NOT_FOUND' } });
  });

  it('refuses a visitor', async () => {
    expect((await t.gql(SWITCH, { id: '1' })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
