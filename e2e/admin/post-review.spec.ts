import { REVIEW_MSG } from '@mp/domain';
import { postList, openCompanyDashboard } from '../company/manage-support';
import { balanceOf, postJob, postingCompany } from '../company/posting-support';
import { signInAsAdmin } from '../support/admin';
import { call } from '../support/graphql';
import { shots } from '../support/shots';
import { expect, test, type Page } from '../support/test';
import { toast } from '../support/toast';

/**
 * Post review (decision 0065): a new company's posts wait in the console's queue ('In review' for the poster, nothing
 * public); the administrator approves one (it goes live) and rejects another with a reason (the poster reads it, and
 * the job post comes back).
 */

const slugOf = async (page: Page, token: string, id: string) =>
  (await call<{ opportunity: { slug: string } }>(page.request, 'query($id: ID!) { opportunity(id: $id) { slug } }', { id }, token)).opportunity.slug;

test('a new company’s posts wait for review; the console approves one and rejects another with a reason', async ({ page, browser }) => {
  const company = await postingCompany(page.request, 'review', 3, { trusted: false });
  const suffix = company.email.split('@')[0]!.slice(-6);
  const good = `Reviewed designer ${suffix}`;
  const doubtful = `Doubtful designer ${suffix}`;
  const goodId = await postJob(page.request, company.token, { title: good });
  await postJob(page.request, company.token, { title: doubtful, description: '<p>Message us on WhatsApp to apply.</p>' });
  const slug = await slugOf(page, company.token, goodId);

  // The poster: 'In review' on the list and the post's page; the public has nothing yet.
  await openCompanyDashboard(page, company.email, company.password);
  const jobs = postList(page, 'JOB');
  await expect(jobs.row(good).getByTestId('review-badge')).toHaveText(REVIEW_MSG.inReview);
  await expect(jobs.row(doubtful).getByTestId('review-badge')).toHaveText(REVIEW_MSG.inReview);
  await expect(jobs.row(good).getByTestId('copy-link')).toHaveCount(0);
  await shots(page, 'post-review-dashboard');
  await jobs.row(good).getByRole('link', { name: good, exact: true }).click();
  await expect(page.getByTestId('review-notice')).toContainText(REVIEW_MSG.inReviewNotice);
  await shots(page, 'post-review-post-page');
  const visitor = await browser.newPage();
  await visitor.goto(`/jobs/${slug}`);
  await expect(visitor.getByRole('heading', { name: good })).toHaveCount(0);

  // The administrator: the home says what waits; the queue shows why and the words.
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await expect(admin.getByTestId('post-reviews-waiting')).toContainText(/posts? to review, oldest/);
  await admin.getByTestId('post-reviews-waiting').click();
  await expect(admin).toHaveURL('/admin/post-reviews');
  await expect(admin).toHaveTitle(/Post review/);
  const goodEntry = admin.getByTestId('post-review-entry').filter({ has: admin.getByRole('heading', { name: good }) });
  const badEntry = admin.getByTestId('post-review-entry').filter({ has: admin.getByRole('heading', { name: doubtful }) });
  await expect(goodEntry).toContainText("One of the company's first posts");
  await expect(badEntry).toContainText('Contact details in the text: whatsapp');
  await expect(badEntry.getByTestId('post-review-text')).toHaveText('Message us on WhatsApp to apply.');
  await shots(admin, 'post-review-queue');

  // Approve after a confirm: one request however many clicks.
  let approvals = 0;
  admin.on('request', (r) => {
    if (r.method() === 'POST' && (r.postData() ?? '').includes('ApprovePostReview')) approvals++;
  });
  await goodEntry.getByRole('button', { name: 'Approve' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Approve this post?' });
  await confirm.getByRole('button', { name: 'Approve' }).dblclick();
  await expect(toast(admin, REVIEW_MSG.approved)).toBeVisible();
  await expect(goodEntry).toHaveCount(0);
  expect(approvals).toBe(1);

  // Reject asks for the reason first.
  await badEntry.getByRole('button', { name: 'Reject' }).click();
  const reject = admin.getByRole('dialog', { name: 'Reject this post?' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText(REVIEW_MSG.reasonRequired)).toBeVisible();
  await reject.getByRole('textbox', { name: 'Reason' }).fill('Please take applications through Onbrief, not WhatsApp.');
  await shots(admin, 'post-review-reject');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(admin, REVIEW_MSG.rejectedDone)).toBeVisible();
  await expect(badEntry).toHaveCount(0);

  // The approved post is live; the rejected one says why, and its job post is back (3 granted, 2 posted, 1 returned).
  await visitor.goto(`/jobs/${slug}`);
  await expect(visitor.getByRole('heading', { name: good })).toBeVisible();
  await page.goto('/company/dashboard');
  await expect(jobs.row(good).getByTestId('review-badge')).toHaveCount(0);
  await expect(jobs.row(doubtful).getByTestId('review-badge')).toHaveText(REVIEW_MSG.rejected);
  await jobs.row(doubtful).getByRole('link', { name: doubtful, exact: true }).click();
  await expect(page.getByTestId('review-notice')).toContainText('Please take applications through Onbrief, not WhatsApp.');
  expect(await balanceOf(page.request, company.token)).toBe(2);
});

test('the console’s review queue is the administrator’s alone, and empty says so', async ({ page, request }) => {
  const company = await postingCompany(request, 'review-refused', 1);
  const refused = await call<{ adminPostReviews: unknown }>(request, '{ adminPostReviews { data { id } } }', {}, company.token).catch((e: Error) => e);
  expect(String(refused)).toMatch(/FORBIDDEN|not allowed/i);
  await signInAsAdmin(page);
  await page.goto('/admin/post-reviews');
  await expect(page.getByRole('heading', { name: 'Post review', level: 1 })).toBeVisible();
  await expect(page.getByTestId('post-review-entry').first().or(page.getByText('Nothing to review'))).toBeVisible();
});

test('an agency’s ad shows its name, the term and the minimum experience on the public page', async ({ page, request }) => {
  const company = await postingCompany(request, 'reg27', 1);
  const id = await postJob(request, company.token, {
    title: 'Agency-placed designer', placed_by_agency: true, agency_name: 'Acme Recruitment Ltd', work_term: 'PERMANENT',
    minimum_requirements: 'Three years in brand design',
  });
  await page.goto(`/jobs/${await slugOf(page, company.token, id)}`);
  await expect(page.getByTestId('agency-ad')).toHaveText([
    'Advertised by Acme Recruitment Ltd, an employment agency',
    'Permanent work',
    'Minimum experience or qualifications: Three years in brand design',
  ]);
  await shots(page, 'post-review-agency-ad');
});
