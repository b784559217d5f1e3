import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { call } from '../support/graphql';
import { signIn } from '../support/session';
import { postingCompany, postJob, postProject } from '../company/posting-support';

/**
 * A company's public page and its embeddable list, as a visitor meets them: from a post's page to the company's, its
 * posts on it; the list framed by another site (the only page that may be); a hidden company's page not found.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

interface Employer {
  token: string;
  email: string;
  password: string;
  slug: string;
  jobSlug: string;
  jobTitle: string;
}

async function employerWithPosts(request: APIRequestContext, tag: string): Promise<Employer> {
  const company = await postingCompany(request, tag, 3);
  const jobTitle = `Motion designer ${tag}`;
  const id = await postJob(request, company.token, { title: jobTitle });
  await postProject(request, company.token, { title: `Launch film ${tag}` });
  const { opportunity } = await call<{ opportunity: { slug: string } }>(request, 'query($id: ID!) { opportunity(id: $id) { slug } }', { id }, company.token);
  const { myCompanyPage } = await call<{ myCompanyPage: { slug: string } }>(request, '{ myCompanyPage { slug } }', {}, company.token);
  return { ...company, slug: myCompanyPage.slug, jobSlug: opportunity.slug, jobTitle };
}

const setVisible = (request: APIRequestContext, token: string, visible: boolean) =>
  call(request, 'mutation($input: CompanyPageInput!) { updateCompanyPage(input: $input) { visible } }', { input: { visible } }, token);

test.describe('company pages', () => {
  test('a visitor opens the company from a job page and sees its profile and open posts', async ({ page, request }) => {
    const employer = await employerWithPosts(request, 'cpvisit');
    await page.goto(`/jobs/${employer.jobSlug}`);
    const name = page.getByTestId('job-company').getByRole('link');
    await expect(name).toHaveAttribute('href', `/companies/${employer.slug}`);
    await name.click();
    await expect(page).toHaveURL(`/companies/${employer.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/: jobs and company profile \| Onbrief$/);
    await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
    const cards = page.getByTestId('opportunity-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.getByRole('link', { name: employer.jobTitle })).toHaveAttribute('href', `/jobs/${employer.jobSlug}`);
    // The head a crawler reads.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/companies/${employer.slug}$`));
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(ld['@type']).toBe('Organization');
    await shot(page, 'company-page');

    // The company's admin finds the embed code on the dashboard.
    await signIn(page, { prefix: 'company', email: employer.email, password: employer.password, landsOn: /\/company\/dashboard/ });
    const snippet = page.getByTestId('embed-snippet');
    await expect(snippet.getByRole('heading', { name: 'Show your jobs on your site' })).toBeVisible();
    await expect(snippet.getByLabel('Code for your site')).toHaveValue(new RegExp(`<iframe src="http://[^"]+/embed/companies/${employer.slug}"`));
    await snippet.getByText('Dark', { exact: true }).click();
    await expect(snippet.getByLabel('Code for your site')).toHaveValue(/\?theme=dark"/);
    await expect(snippet.getByRole('button', { name: 'Copy code' })).toBeVisible();
    if (SHOTS) await snippet.screenshot({ path: `${SHOTS}/embed-snippet-1280.png` });
    // Its profile holds the page's setting, which its admin may change.
    await page.goto('/company/profile');
    const settings = page.getByTestId('company-page-settings');
    await expect(settings.getByRole('switch', { name: 'Show our company page to visitors' })).toBeChecked();
    await expect(settings.getByRole('link', { name: `/companies/${employer.slug}` })).toBeVisible();
    if (SHOTS) await settings.screenshot({ path: `${SHOTS}/company-page-settings-1280.png` });
  });

  test("another site frames the embedded list, light and dark, whose links open our post pages in a new tab; nothing else may be framed", async ({ page, request, baseURL }) => {
    const employer = await employerWithPosts(request, 'cpembed');
    // Another site: a page of its own, served from another port of this machine (another origin).
    const html = `<!doctype html><html lang="en"><head><title>Partner careers</title></head><body><main><h1>Careers</h1>
      <iframe id="light" title="Open jobs" src="${baseURL}/embed/companies/${employer.slug}" width="600" height="300"></iframe>
      <iframe id="dark" title="Open jobs, dark" src="${baseURL}/embed/companies/${employer.slug}?theme=dark" width="600" height="300"></iframe>
      <iframe id="post" title="A post" src="${baseURL}/jobs/${employer.jobSlug}" width="600" height="300"></iframe>
      <iframe id="company" title="The company page" src="${baseURL}/companies/${employer.slug}" width="600" height="300"></iframe>
      </main></body></html>`;
    const site = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const partner = `http://127.0.0.1:${(site.address() as AddressInfo).port}/careers`;
    const answer = await request.get(`/embed/companies/${employer.slug}`);
    expect(answer.headers()['content-security-policy']).toContain('frame-ancestors *');
    expect(answer.headers()['x-frame-options']).toBeUndefined();
    expect((await request.get(`/companies/${employer.slug}`)).headers()['content-security-policy']).toContain("frame-ancestors 'none'");

    await page.goto(partner);
    await page.waitForLoadState('load');
    for (const id of ['light', 'dark']) {
      const frame = page.frameLocator(`#${id}`);
      await expect(frame.getByRole('heading', { level: 1 })).toContainText('Open jobs at');
      const link = frame.getByRole('link', { name: new RegExp(employer.jobTitle) });
      await expect(link).toHaveAttribute('href', `/jobs/${employer.jobSlug}`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
      await expect(frame.getByTestId('embed-list')).toHaveAttribute('data-scheme', id);
    }
    // The post and the company page refuse to be framed: their frames stay without our content.
    for (const id of ['post', 'company']) {
      await expect(page.frameLocator(`#${id}`).getByRole('heading', { level: 1 })).toHaveCount(0);
    }
    // A link opens our post page in a new tab.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.frameLocator('#light').getByRole('link', { name: new RegExp(employer.jobTitle) }).click()]);
    await expect(tab).toHaveURL(new RegExp(`/jobs/${employer.jobSlug}$`));
    await tab.close();
    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 1400 });
      await page.screenshot({ path: `${SHOTS}/embed-framed-1280.png`, fullPage: true });
      for (const theme of ['', '?theme=dark']) {
        await page.goto(`/embed/companies/${employer.slug}${theme}`);
        await shot(page, `embed${theme ? '-dark' : ''}`);
      }
    }
    site.close();
  });

  test('a hidden company has no page, and its posts show its name without a link', async ({ page, request }) => {
    const employer = await employerWithPosts(request, 'cphidden');
    await setVisible(request, employer.token, false);
    expect((await request.get(`/companies/${employer.slug}`)).status()).toBe(404);
    expect((await request.get(`/embed/companies/${employer.slug}`)).status()).toBe(404);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/companies/${employer.slug}<`);
    await page.goto(`/companies/${employer.slug}`);
    await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await shot(page, 'company-hidden');
    await page.goto(`/jobs/${employer.jobSlug}`);
    await expect(page.getByTestId('job-company')).toBeVisible();
    await expect(page.getByTestId('job-company').getByRole('link')).toHaveCount(0);
    await setVisible(request, employer.token, true);
    expect((await request.get(`/companies/${employer.slug}`)).status()).toBe(200);
  });
});
