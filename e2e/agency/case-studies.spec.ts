import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, registerAccount } from '../support/accounts';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';
import { toast } from '../support/toast';
import { shoot } from '../company/team-support';
import { loginToken } from '../company/posting-support';
import { call } from '../support/graphql';

/**
 * Case studies (issue 27, decision 0051): an agency adds one with a thumbnail and 3 media (images and a YouTube link),
 * sees the player load under the CSP, edits and deletes it; bad thumbnails are refused with document 3's messages;
 * employers and visitors get what the server allows. Each screen at 1280 and 390 px (E2E_SHOTS_DIR).
 */

const PNG = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/company-logo.png'));
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const PLAYER = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

const MSG = {
  title: 'Project title is required',
  description: 'Please add a description',
  size: "Your image's file size is too large (max 5 MB)",
  type: 'We only support JPEGs and PNGs for image upload',
  tooMany: 'You can only select a maximum of 3 files',
};

/**
 * The sandbox has no internet: YouTube's player page is answered here, at the network layer. The browser still
 * applies the page's CSP to the frame before any request, so a frame-src without the host blocks it (and reports).
 */
async function servePlayer(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>YouTube</title><p id="player">YouTube player loaded</p>' }),
  );
}

/** CSP violations the page reports (the securitypolicyviolation event, collected in the page). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { __csp: string[] }).__csp.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

async function signInAgency(page: Page, request: Parameters<typeof registerAccount>[0], tag: string) {
  const agency = await registerAccount(request, 'AGENCY', tag);
  await signIn(page, { prefix: 'agency', email: agency.email, password: agency.password, landsOn: /\/agency\/(dashboard|(register\/)?complete-profile)$/ });
  return agency;
}

test.describe('case studies (issue 27)', () => {
  test('an agency adds a case study with a thumbnail and 3 media, plays the YouTube video under the CSP, edits and deletes it', async ({ page, request }) => {
    await watchViolations(page);
    await servePlayer(page);
    await signInAgency(page, request, 'case-studies');

    await page.goto('/agency/case-studies');
    await expect(page).toHaveTitle('Case Studies | Onbrief');
    await expect(page.getByText('No case studies yet')).toBeVisible();
    await shoot(page, 'case-studies-empty');
    await page.getByRole('link', { name: 'Create Case Study' }).first().click();
    await expect(page).toHaveURL('/agency/case-study/add');
    await expect(page).toHaveTitle('Add Case Study | Onbrief');
    await expect(page.getByRole('link', { name: 'Skip For Now' })).toHaveCount(0);

    // Required fields, with document 3's words.
    await page.getByRole('button', { name: 'Save Case Study' }).click();
    await expect(page.getByText(MSG.title)).toBeVisible();
    await expect(page.getByText(MSG.description)).toBeVisible();

    // More than 3 files at once: refused, nothing sent.
    const media = page.locator('input[type="file"][multiple]');
    await media.setInputFiles([png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    await expect(page.getByText(MSG.tooMany)).toBeVisible();

    await page.getByRole('textbox', { name: 'Project title' }).fill('Launch film for a bank');
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('A launch film for a bank, shot in three cities over two weeks.');
    await page.locator('input[type="file"]:not([multiple])').setInputFiles(png('thumb.png'));
    await expect(page.getByRole('img', { name: 'Your thumbnail' })).toBeVisible();
    await media.setInputFiles([png('one.png'), png('two.png')]);
    await expect(page.getByRole('img', { name: 'Image 2' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Gallery video link' }).fill(YOUTUBE);
    await page.getByRole('button', { name: 'Add video' }).click();
    await expect(page.getByRole('list', { name: 'Added media' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Add images' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Video link', exact: true }).fill(YOUTUBE);
    await page.getByRole('textbox', { name: 'Project link' }).fill('https://example.com/film');
    await shoot(page, 'case-study-add');
    await page.getByRole('button', { name: 'Save Case Study' }).click();

    await expect(toast(page, 'Case Study created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/agency\/case-study\/\d+$/);
    const id = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: 'Launch film for a bank' })).toBeVisible();
    await expect(page).toHaveTitle('Launch film for a bank | Onbrief');
    await expect(page.getByRole('link', { name: 'VIEW PROJECT' })).toHaveAttribute('href', 'https://example.com/film');

    // Two players (the video and the third media item), each the nocookie player rebuilt from the id, loaded.
    const frames = page.locator('iframe');
    await expect(frames).toHaveCount(2);
    await expect(frames.first()).toHaveAttribute('src', PLAYER);
    for (const i of [0, 1]) {
      await frames.nth(i).scrollIntoViewIfNeeded();
      await expect(page.frameLocator('iframe').nth(i).locator('#player')).toHaveText('YouTube player loaded');
    }
    expect(await violations(page)).toEqual([]);
    // The watch is live: a frame of another host is blocked by the same CSP, and reported.
    await page.evaluate(() => {
      const f = document.createElement('iframe');
      f.src = 'https://evil.example/embed';
      // Titled, so the automatic accessibility scan, which may run while it is in the page, has nothing to say of it.
      f.title = 'Planted frame';
      document.body.append(f);
    });
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^frame-src https:\/\/evil\.example/)]);
    await page.evaluate(() => document.body.lastElementChild?.remove());
    await shoot(page, 'case-study-detail');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

    // Edit.
    await page.getByRole('link', { name: 'Edit Case Study' }).click();
    await expect(page).toHaveURL(`/agency/case-study/edit/${id}`);
    await expect(page.getByRole('textbox', { name: 'Project title' })).toHaveValue('Launch film for a bank');
    await page.getByRole('button', { name: 'Remove item 1' }).click();
    await page.getByRole('textbox', { name: 'Project title' }).fill('Launch film, director’s cut');
    await shoot(page, 'case-study-edit');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Case Study updated successfully')).toBeVisible();
    await expect(page).toHaveURL(`/agency/case-study/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Launch film, director’s cut' })).toBeVisible();

    // The own profile lists it, with 'Edit Case Studies'.
    await page.goto('/agency/profile');
    await expect(page.getByRole('link', { name: 'Launch film, director’s cut' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Case Studies' })).toHaveAttribute('href', '/agency/case-studies');
    await expect(page.getByRole('link', { name: 'Edit Profile', exact: true })).toHaveAttribute('href', '/agency/edit-profile');
    await shoot(page, 'agency-profile-own');

    // The list, then delete after the confirmation.
    await page.goto('/agency/case-studies');
    await expect(page.getByTestId('case-study-card')).toHaveCount(1);
    await shoot(page, 'case-studies-list');
    await page.goto(`/agency/case-study/edit/${id}`);
    await page.getByRole('button', { name: 'Delete Case Study' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Case Study' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Your Case Study was deleted')).toBeVisible();
    await expect(page).toHaveURL('/agency/case-studies');
    await expect(page.getByText('No case studies yet')).toBeVisible();
    await page.goto(`/agency/case-study/${id}`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('thumbnails: 6 MB, a GIF and a renamed executable are refused with the messages', async ({ page, request }) => {
    await signInAgency(page, request, 'case-study-thumbs');
    await page.goto('/agency/case-study/add');
    const thumbnail = page.locator('input[type="file"]:not([multiple])');
    await thumbnail.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(6_000_000 - PNG.length, 1)]) });
    await expect(page.getByText(MSG.size)).toBeVisible();
    await thumbnail.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;') });
    await expect(page.getByText(MSG.type)).toBeVisible();
    // Named and typed as a PNG: the browser sends it, the server sniffs the bytes and refuses.
    await page.reload();
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/uploads'));
    await thumbnail.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(4000, 0)]) });
    expect((await refused).status()).toBe(422);
    await expect(page.getByText(MSG.type)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your thumbnail' })).toHaveCount(0);
    await shoot(page, 'case-study-thumbnail-refused');
  });

  test("the list shows 8 and 'view more' while the server has more", async ({ page, request }) => {
    const agency = await signInAgency(page, request, 'case-study-pages');
    const token = await loginToken(request, agency.email, agency.password);
    for (let i = 1; i <= 9; i++) {
      await call(request, 'mutation($input: CaseStudyInput!) { createCaseStudy(input: $input) { id } }', {
        input: { title: `Project ${i}`, description: `<p>Project number ${i}.</p>` },
      }, token);
    }
    await page.goto('/agency/case-studies');
    await expect(page.getByTestId('case-study-card')).toHaveCount(8);
    await expect(page.getByTestId('case-study-card').first()).toContainText('Project 9');
    await page.getByRole('button', { name: 'view more' }).click();
    await expect(page.getByTestId('case-study-card')).toHaveCount(9);
    await expect(page.getByRole('button', { name: 'view more' })).toHaveCount(0);
  });

  test("from registration, 'Skip For Now' leads to register/done", async ({ page, request }) => {
    await signInAgency(page, request, 'case-study-register');
    await page.goto('/agency/case-study/add?from=register');
    await expect(page.getByRole('link', { name: 'Skip For Now' })).toHaveAttribute('href', '/agency/register/done');
  });

  test("employers: a visitor is sent to login with redirectTo; an unlisted agency's case study is a 404 for a company", async ({ page, request, browser }) => {
    await signInAgency(page, request, 'case-study-unlisted');
    await page.goto('/agency/case-study/add');
    await page.getByRole('textbox', { name: 'Project title' }).fill('Unlisted work');
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('Work of an agency whose email is not verified yet.');
    await page.getByRole('button', { name: 'Save Case Study' }).click();
    await expect(page).toHaveURL(/\/agency\/case-study\/\d+$/);
    const id = page.url().split('/').pop()!;

    const visitor = await browser.newPage();
    await visitor.goto(`/employer/case-study/${id}`);
    await expect(visitor).toHaveURL(`/employer/login?redirectTo=${encodeURIComponent(`/employer/case-study/${id}`)}`);
    await visitor.close();

    const employer = await browser.newPage();
    await signIn(employer, { prefix: 'employer', email: DEMO.employer, password: DEMO_PASSWORD, landsOn: /\/(company|employer)\/dashboard$/ });
    await employer.goto(`/employer/case-study/${id}`);
    await expect(employer.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await shoot(employer, 'case-study-employer-not-found');
    await employer.close();
  });
});
