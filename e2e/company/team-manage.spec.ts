import { call, watchMutation } from '../support/graphql';
import { signIn } from '../support/session';
import { expect, test, type Page } from '../support/test';
import { toast } from '../support/toast';
import { openCompanyDashboard, postList } from './manage-support';
import { onboardedCompany } from './company-support';
import { loginToken, postingCompany, postJob } from './posting-support';
import { shoot, TEAM_TEXT, teammate, teamRow, teamUsers } from './team-support';

/** Waits for a toast and closes it, so that the next one of the same words is a new one. */
async function seeToast(page: Page, text: string) {
  const shown = toast(page, text);
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: 'Close' }).click();
  await expect(shown).toHaveCount(0);
}

async function openManageTeam(page: Page, company: { email: string; password: string }, prefix = 'company') {
  await signIn(page, { prefix, email: company.email, password: company.password, landsOn: `/${prefix}/dashboard` });
  await page.goto(`/${prefix}/manage-team`);
  await expect(page).toHaveTitle('Manage Team | Onbrief');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Team' })).toBeVisible();
}

test.describe('manage-team, for an employer admin (issue 26)', () => {
  test('an empty team invites its first member; manage-team/v1 leads here', async ({ page, request }) => {
    const company = await onboardedCompany(request, 'team-empty');
    await signIn(page, { prefix: 'employer', email: company.email, password: company.password, landsOn: '/company/dashboard' });
    await page.goto('/employer/manage-team/v1');
    await expect(page).toHaveURL('/employer/manage-team');
    await expect(page.getByText('No team members yet')).toBeVisible();
    await shoot(page, 'team-manage-empty');
    await page.getByRole('link', { name: 'Invite your first team member' }).click();
    await expect(page).toHaveURL('/employer/invitations');
  });

  test('Access Level: a change, the same role (nothing sent), a second change while one runs (ignored); posting on and off; removal', async ({ page, request, browser }) => {
    const company = await postingCompany(request, 'team-roles', 2);
    const ann = await teammate(request, company.token, { tag: 'ann', firstName: 'Ann', lastName: 'Able' });
    const ben = await teammate(request, company.token, { tag: 'ben', firstName: 'Ben', lastName: 'Baker' });
    await openManageTeam(page, company);
    const annRow = teamRow(page, ann.email);
    await expect(page.getByTestId('team-row')).toHaveCount(2);
    await expect(page.getByTestId('team-row').first()).toHaveAttribute('data-email', ann.email);
    await expect(annRow.getByRole('cell').nth(0)).toHaveText('Ann');
    await expect(annRow.getByRole('cell').nth(1)).toHaveText('Able');
    // The signed-in admin is not listed.
    await expect(teamRow(page, company.email)).toHaveCount(0);

    const level = annRow.getByRole('combobox', { name: 'Access Level of Ann Able' });
    await expect(level).toHaveValue('member');
    const roles = watchMutation(page, 'updateTeamUser');
    await level.selectOption('admin');
    await seeToast(page, TEAM_TEXT.roleUpdated);
    // The same role again sends nothing.
    await level.selectOption('admin');
    expect(await roles.settled()).toHaveLength(1);
    expect((await teamUsers(request, company.token)).find((p) => p.email === ann.email)!.role).toBe('admin');

    // A second change while the first runs is ignored: one request, and the first change stands.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (String(route.request().postDataJSON()?.query).includes('updateTeamUser(')) await held;
      await route.fallback();
    });
    const second = watchMutation(page, 'updateTeamUser');
    await level.selectOption('member');
    await expect(level).toHaveValue('member');
    await level.selectOption('admin');
    await expect(level).toHaveValue('member');
    release();
    await seeToast(page, TEAM_TEXT.roleUpdated);
    const sent = await second.settled();
    expect(sent.map((v) => v.role)).toEqual(['member']);
    await page.unroute('**/graphql');
    expect((await teamUsers(request, company.token)).find((p) => p.email === ann.email)!.role).toBe('member');

    // Posting: on, then off again; the member's next request reads it.
    const benRow = teamRow(page, ben.email);
    await benRow.getByRole('button', { name: 'Account Access for Ben Baker' }).click();
    const panel = page.locator(`#table-access-${ben.id}`);
    await expect(panel.getByRole('group', { name: 'User Permissions' })).toBeVisible();
    await expect(panel.getByTestId('can-post-jobs')).toHaveText('No');
    await panel.getByRole('checkbox', { name: 'Can post jobs' }).check();
    await seeToast(page, TEAM_TEXT.permissionUpdated);
    await expect(panel.getByTestId('can-post-jobs')).toHaveText('Yes');
    await shoot(page, 'team-manage-open');
    const benMe = () => call<{ me: { teamUser: { can_post_jobs: boolean } | null } }>(request, '{ me { teamUser { can_post_jobs } } }', {}, ben.token);
    expect((await benMe()).me.teamUser!.can_post_jobs).toBe(true);
    // The box is held while the last change settles (its mutation's state reaches the panel a render later): a
    // click in that moment is ignored, as it should be, so the test clicks again until the box takes it.
    await expect(async () => panel.getByRole('checkbox', { name: 'Can post jobs' }).uncheck({ timeout: 2000 })).toPass();
    await seeToast(page, TEAM_TEXT.permissionUpdated);
    await expect(panel.getByTestId('can-post-jobs')).toHaveText('No');
    expect((await benMe()).me.teamUser!.can_post_jobs).toBe(false);
    // Ben, signed in, is offered no posting.
    const benContext = await browser.newContext();
    const benPage = await benContext.newPage();
    await openCompanyDashboard(benPage, ben.email, ben.password);
    await expect(benPage.getByRole('link', { name: 'Post New Job Opportunity' })).toHaveCount(0);
    // The posting form, typed in, says why not and whom to ask instead of 'Page Not Found'.
    await benPage.goto('/company/post-opportunity');
    await expect(benPage.getByRole('heading', { level: 1, name: 'You cannot post jobs yet' })).toBeVisible();
    await expect(benPage.getByTestId('no-posting-rights')).toContainText("Ask one of your team's admins to turn on ‘Can post jobs’ for you");
    await benPage.getByRole('link', { name: 'Back to your dashboard' }).click();
    await expect(benPage).toHaveURL('/company/dashboard');

    // Removal asks first ('Delete Team User'); Keep keeps; Delete removes, and Ben's next request finds no team.
    await benRow.getByRole('button', { name: 'Remove Ben Baker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Team User' });
    await expect(dialog.getByText('This action is not reversible!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep' }).click();
    await expect(dialog).toBeHidden();
    await benRow.getByRole('button', { name: 'Remove Ben Baker' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, TEAM_TEXT.removed)).toBeVisible();
    await expect(benRow).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Team members' })).toBeFocused();
    expect((await benMe()).me.teamUser).toBeNull();
    // Ben's open tab learns it at its next refused request, and says so.
    await benPage.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Account' }).click();
    await expect(benPage).toHaveURL('/no-team');
    await expect(benPage.getByRole('heading', { name: 'You are no longer part of a team' })).toBeVisible();
    await benContext.close();
  });

  test("associations: a member's dashboard shows their posts and those of the people ticked for them", async ({ page, request, browser }) => {
    const company = await postingCompany(request, 'team-assoc', 3);
    const ann = await teammate(request, company.token, { tag: 'ann', firstName: 'Ann', lastName: 'Able' });
    const ben = await teammate(request, company.token, { tag: 'ben', firstName: 'Ben', lastName: 'Baker' });
    await postJob(request, company.token, { title: "Ann's designer", created_by: ann.id });
    await postJob(request, company.token, { title: "Ben's designer", created_by: ben.id });
    await postJob(request, company.token, { title: "The owner's designer" });

    const annContext = await browser.newContext();
    const annPage = await annContext.newPage();
    await openCompanyDashboard(annPage, ann.email, ann.password);
    const annJobs = postList(annPage, 'JOB');
    await expect(annJobs.rows).toHaveCount(1);
    await expect(annJobs.row("Ann's designer")).toBeVisible();

    await openManageTeam(page, company);
    await teamRow(page, ann.email).getByRole('button', { name: 'Account Access for Ann Able' }).click();
    const panel = page.locator(`#table-access-${ann.id}`);
    const associations = panel.getByRole('group', { name: 'User Associations' });
    // The checklist offers everyone else, the admin looking at it included; the search narrows it.
    await expect(associations.getByRole('checkbox')).toHaveCount(2);
    await associations.getByRole('searchbox', { name: 'Search team members' }).fill('baker');
    await expect(associations.getByRole('checkbox')).toHaveCount(1);
    const syncs = watchMutation(page, 'syncTeamUserAssociations');
    await associations.getByRole('checkbox', { name: 'Ben Baker' }).check();
    await expect(toast(page, TEAM_TEXT.associationCreated)).toBeVisible();
    await associations.getByRole('searchbox', { name: 'Search team members' }).fill('');
    await shoot(page, 'team-manage-associations');

    await annPage.reload();
    await expect(annJobs.rows).toHaveCount(2);
    await expect(annJobs.row("Ben's designer")).toBeVisible();
    await expect(annJobs.row("The owner's designer")).toHaveCount(0);

    await associations.getByRole('checkbox', { name: 'Ben Baker' }).uncheck();
    await expect(toast(page, TEAM_TEXT.associationRemoved)).toBeVisible();
    expect((await syncs.settled()).map((v) => v.associateIds)).toEqual([[ben.id], []]);
    await annPage.reload();
    await expect(annJobs.rows).toHaveCount(1);
    await expect(annJobs.row("Ann's designer")).toBeVisible();
    await annContext.close();
  });

  test('a member gets the 404 page on manage-team and invitations, under both prefixes; a guest admin manages the team but not the owner', async ({ page, request }) => {
    const company = await onboardedCompany(request, 'team-guards');
    const token = await loginToken(request, company.email, company.password);
    const ann = await teammate(request, token, { tag: 'ann', firstName: 'Ann', lastName: 'Able' });
    const ben = await teammate(request, token, { tag: 'ben', firstName: 'Ben', lastName: 'Baker' });
    await signIn(page, { prefix: 'company', email: ann.email, password: ann.password, landsOn: '/company/dashboard' });
    for (const path of ['/company/manage-team', '/company/manage-team/v1', '/employer/invitations', '/company/invitations', '/employer/manage-team']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/${path.split('/')[1]}/404`);
    }
    await expect(page.getByText('Page Not Found!')).toBeVisible();

    // Made an admin, Ann sees the team: the owner first, with no actions, then Ben.
    await call(request, 'mutation($id: ID!) { updateTeamUser(userId: $id, role: "admin") { userId } }', { id: ann.id }, token);
    await page.goto('/company/manage-team');
    await expect(page).toHaveURL('/company/manage-team');
    const owner = teamRow(page, company.email);
    await expect(page.getByTestId('team-row').first()).toHaveAttribute('data-email', company.email);
    await expect(owner.getByText('Owner', { exact: true })).toBeVisible();
    await expect(owner.getByRole('button')).toHaveCount(0);
    await expect(owner.getByRole('combobox')).toHaveCount(0);
    await expect(teamRow(page, ben.email).getByRole('button', { name: 'Remove Ben Baker' })).toBeVisible();
    await expect(teamRow(page, ann.email)).toHaveCount(0);
    await shoot(page, 'team-manage-guest-admin');
  });
});
