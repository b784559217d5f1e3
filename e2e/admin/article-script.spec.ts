import { expect, test } from '../support/test';
import { signInAsAdmin } from '../support/admin';
import { adminToken, createArticle, freshTag } from '../support/content';

const HOSTILE = '<p>Hello</p><script>window.__xss=1</script><img src=x onerror="window.__xss=2">';
const xss = () => (window as { __xss?: number }).__xss;

test('a script in an article does not run, on the article page or in the console editor', async ({ page, request }) => {
  const title = `Script check ${freshTag()}`;
  const slug = await createArticle(request, await adminToken(request), { title, availability: 'PUBLIC', content: HOSTILE });

  await page.goto(`/freelancer/resources/${slug}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Hello', { exact: true })).toBeVisible();
  // Give a broken image time to fire its handler, had it survived.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(xss)).toBeUndefined();

  await signInAsAdmin(page);
  await page.goto('/admin/content/articles');
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('dialog', { name: 'Edit article' }).locator('.ProseMirror')).toContainText('Hello');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(xss)).toBeUndefined();
});
