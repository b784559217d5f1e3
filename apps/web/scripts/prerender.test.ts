import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build's, without types
import { chunkFiles, pageHtml } from './prerender.mjs';

const manifest = {
  'index.html': { file: 'assets/index-a.js', css: ['assets/index-a.css'], imports: ['_Text-b.js'] },
  '_Text-b.js': { file: 'assets/Text-b.js', css: ['assets/Text-b.css'] },
  'src/features/auth/LoginPage.tsx': { file: 'assets/LoginPage-c.js', css: ['assets/LoginPage-c.css'], imports: ['_Input-d.js', '_Text-b.js'] },
  '_Input-d.js': { file: 'assets/Input-d.js', css: ['assets/Input-d.css'] },
};

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Onbrief</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/Text-b.js">
    <link rel="stylesheet" crossorigin href="/assets/Text-b.css">
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerender', () => {
  it('follows a chunk’s static imports first, once each', () => {
    expect(chunkFiles(manifest, ['src/features/auth/LoginPage.tsx', 'not/in/the/manifest.tsx'])).toEqual({
      css: ['assets/Input-d.css', 'assets/Text-b.css', 'assets/LoginPage-c.css'],
      js: ['assets/Input-d.js', 'assets/Text-b.js', 'assets/LoginPage-c.js'],
    });
  });

  it('puts the page in the shell: title, markup, the CSS linked, chunks preloaded', () => {
    const page = { path: '/company/login', title: 'Log in | "Onbrief" & co', html: '<main><h1>Login</h1></main>' };
    const out = pageHtml(template, page, { css: ['assets/Input-d.css', 'assets/LoginPage-c.css', 'assets/Text-b.css'], js: ['assets/LoginPage-c.js'] });
    expect(out).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(out).toContain('<title>Log in | &quot;Onbrief&quot; &amp; co</title>');
    expect(out).toContain('<div id="root" data-prerendered="/company/login"><main><h1>Login</h1></main></div>');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage-c.js">');
    // The shell's stylesheets as index.html has them, then each of the page's files once (Vite's loader finds them
    // in the document and does not fetch them again).
    const links = [...out.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(['assets/Text-b.css', 'assets/index-a.css', 'assets/Input-d.css', 'assets/LoginPage-c.css']);
    expect(out).not.toContain('<style');
  });
});
