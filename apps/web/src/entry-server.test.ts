import { describe, expect, it } from 'vitest';
import { prerenderedPages, render } from './entry-server';

// Runs where the build pre-renders: Node, no window, no storage (decision 0021).
describe('pre-rendering the visitors entry pages', () => {
  it('lists login, sign-up step 1 and forgot password under every group prefix, /login as an alias, how it works', () => {
    const pages = prerenderedPages();
    const paths = pages.map((page) => page.path);
    for (const prefix of ['company', 'employer', 'freelancer', 'candidate', 'consultant', 'agency']) {
      for (const page of ['login', 'register', 'forgot-password']) expect(paths).toContain(`/${prefix}/${page}`);
    }
    expect(paths).toContain('/marketing/how-it-works');
    expect(pages.find((page) => page.path === '/freelancer/login')?.aliases).toEqual(['/login']);
    // Nothing that needs a session or the API's data.
    expect(paths.some((path) => /dashboard|account|reset-password|register\/|resources|pages\//.test(path))).toBe(false);
  });

  it('renders the login page as a visitor sees it: title, heading, labelled fields, no script', async () => {
    const page = await render('/company/login');
    expect(page.title).toBe('Log in | Onbrief');
    expect(page.html).toMatch(/<h1[^>]*>Login<\/h1>/);
    expect(page.html).toMatch(/<label[^>]*>Email<\/label>/);
    expect(page.html).toMatch(/<label[^>]*>Password<\/label>/);
    expect(page.html).toMatch(/<input[^>]*type="email"[^>]*value=""/);
    // The lazy side navigation is in the markup, in place: the CSP forbids the script that would move it there.
    expect(page.html).toContain('data-testid="side-nav"');
    expect(page.html).not.toMatch(/<script/i);
  });

  it('renders every listed page with its own title', async () => {
    for (const { path } of prerenderedPages()) {
      const page = await render(path);
      expect(page.title, path).toMatch(/ \| Onbrief$/);
      expect(page.html, path).toMatch(/<h1[^>]*>/);
      expect(page.html, path).not.toMatch(/<script/i);
    }
  });
});
