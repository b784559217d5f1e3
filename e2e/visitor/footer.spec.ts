import { expect, test } from '../support/test';
import { adminToken, createLandingPage, freshTag } from '../support/content';
import { AppShell } from '../support/pages/app-shell';

test('the footer lists the landing pages flagged display_in_footer, linking to the marketing site', async ({ page, request }) => {
  const tag = freshTag();
  const token = await adminToken(request);
  await createLandingPage(request, token, { name: `Hire designers ${tag}`, slug: `hire-designers-${tag}`, display_in_footer: true });
  await createLandingPage(request, token, { name: `Not in footer ${tag}`, slug: `not-in-footer-${tag}`, display_in_footer: false });

  await page.goto('/freelancer/login');
  const footer = new AppShell(page).footer;
  const link = footer.getByRole('link', { name: `Hire designers ${tag}` });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', new RegExp(`/landing/hire-designers-${tag}$`));
  await expect(footer.getByText(`Not in footer ${tag}`)).toHaveCount(0);
});
