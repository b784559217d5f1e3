import { OPPORTUNITY_MSG as M } from '@mp/domain';
import { call } from '../support/graphql';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';
import { toast } from '../support/toast';
import { PostingPage } from './posting-page';
import { balanceOf, postingCompany } from './posting-support';
import { teammate } from './team-support';

// Long flows through many fields on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

test('an invitee whose posting the admin turns on posts a project from the team\'s job posts (issue 26)', async ({ page, request }) => {
  const company = await postingCompany(request, 'team-poster', 2);
  // Invited and signed up from the emailed link: a member who may not post.
  const poster = await teammate(request, company.token, { tag: 'team-poster-invitee', firstName: 'Pia', lastName: 'Poster' });
  const me = () => call<{ me: { teamUser: { can_post_jobs: boolean } } }>(request, '{ me { teamUser { can_post_jobs } } }', {}, poster.token);
  expect((await me()).me.teamUser.can_post_jobs).toBe(false);
  await call(request, 'mutation($id: ID!) { updateTeamUser(userId: $id, canPostJobs: true) { canPostJobs } }', { id: poster.id }, company.token);
  expect((await me()).me.teamUser.can_post_jobs).toBe(true);

  await signIn(page, { prefix: 'company', email: poster.email, password: poster.password, landsOn: '/company/dashboard' });
  await page.goto('/company/add-project');
  const form = new PostingPage(page);
  await page.getByRole('textbox', { name: 'Project Title' }).fill('Signage for a library');
  await form.pick('Category Experience', 'Branding & Identity');
  await form.location('Project Location', 'Bristol', 'Bristol');
  await form.description('Project Description').fill('Wayfinding for four floors.');
  await form.pick('Project Duration', '1-3 months');
  await form.pick('Services Required', 'Brand Identity');
  await form.money('2000', '4000');
  await form.save().click();
  await page.getByRole('dialog', { name: 'Confirm your post' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  await expect(toast(page, M.created)).toBeVisible({ timeout: 15_000 });

  // The team paid one job post, and the post is the invitee's.
  expect(await balanceOf(request, company.token)).toBe(1);
  const { teamOpportunities } = await call<{ teamOpportunities: { data: { title: string; creator: { id: string } | null }[] } }>(
    request, '{ teamOpportunities(target: PROJECT) { data { title creator { id } } } }', {}, company.token,
  );
  expect(teamOpportunities.data).toEqual([{ title: 'Signage for a library', creator: { id: poster.id } }]);
});
