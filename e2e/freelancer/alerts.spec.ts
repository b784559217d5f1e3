import { call } from '../support/graphql';
import { signIn } from '../support/session';
import { expect, test, type Page } from '../support/test';
import { PROFILE_DOCS, profileFreelancer } from './profile-support';
import { postingCompany, postJob, referenceFor } from '../company/posting-support';
import { readAlert, unsubscribeLinkIn } from './alerts-support';

/** Job alerts (decision 0040): a matching new post is emailed at once; the mail's link unsubscribes. */

test.describe.configure({ timeout: 90_000 });

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => void (SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })));

test('a freelancer gets an alert for a matching new job, and its link turns alert emails off', async ({ page }) => {
  const company = await postingCompany(page.request, 'alerts-co');
  const ref = await referenceFor(page.request, company.token);
  // A freelancer with the job's skill and category experience; new accounts take email alerts immediately.
  const me = await profileFreelancer(page.request, 'alerts-fl');
  await call(page.request, PROFILE_DOCS.save, {
    input: { industries: ['1'], genres: [ref.genres[0]!.id], skills: [ref.skills[0]!.id], top_skills: [ref.skills[0]!.id], job_type: 'PERMANENT', working_hours: 'FULLTIME' },
  }, me.token);

  // A run of digits reads as a phone number to the post review's rules (decision 0065): the title's mark is letters.
  const title = `Alerted packaging designer ${Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const jobId = await postJob(page.request, company.token, { title });
  const text = await readAlert(me.email, title);
  expect(text).toContain(`/freelancer/opportunities/${jobId}`);
  expect(text).toContain('/freelancer/notification-settings');

  await page.goto(unsubscribeLinkIn(text));
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from job alerts' })).toBeVisible();
  await expect(page).toHaveTitle('Unsubscribe from job alerts | Onbrief');
  await shot(page, 'alerts-unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await shot(page, 'alerts-unsubscribed');

  await signIn(page, { prefix: 'freelancer', email: me.email, password: me.password, landsOn: /\/freelancer\/(?!login)/ });
  await page.goto('/freelancer/notification-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
});
