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

const assets: Record<string, string> = {
  'assets/index-a.css': '.shell{color:red}',
  'assets/Text-b.css': '.text{color:blue}',
  'assets/Input-d.css': '.input{background:url(data:image/png;base64,AA==)}',
  'assets/LoginPage-c.css': '.page{background:url(./backdrop.png)}',
};

describe('prerender', () => {
  it('follows a chunk’s static imports first, once each', () => {
    expect(chunkFiles(manifest, ['src/features/auth/LoginPage.tsx', 'not/in/the/manifest.tsx'])).toEqual({
      css: ['assets/Input-d.css', 'assets/Text-b.css', 'assets/LoginPage-c.css'],
      js: ['assets/Input-d.js', 'assets/Text-b.js', 'assets/LoginPage-c.js'],
    });
  });

  it('puts the page in the shell: title, markup, CSS copied in (the files named on its style element), chunks preloaded', () => {
    const page = { path: '/company/login', title: 'Log in | "Onbrief" & co', html: '<main><h1>Login</h1></main>' };
    const out = pageHtml(template, page, { css: ['assets/Input-d.css', 'assets/LoginPage-c.css'], js: ['assets/LoginPage-c.js'] }, (file: string) => assets[file]!);
    expect(out).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(out).toContain('<title>Log in | &quot;Onbrief&quot; &amp; co</title>');
    expect(out).toContain('<div id="root" data-prerendered="/company/login"><main><h1>Login</h1></main></div>');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage-c.js">');
    // The shell's and the page's CSS, in order, in the page; the files named (for lib/inlined-css.ts), not linked:
    // the preload scanner would fetch a link, disabled or not.
    expect(out).toContain(
      '<style data-prerendered-css data-inlined="/assets/Text-b.css /assets/index-a.css /assets/Input-d.css">.text{color:blue}\n.shell{color:red}\n.input{background:url(data:image/png;base64,AA==)}</style>',
    );
    for (const file of ['Text-b.css', 'index-a.css', 'Input-d.css']) expect(out).not.toContain(`href="/assets/${file}"`);
    // A stylesheet with an address relative to its own stays a stylesheet.
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/LoginPage-c.css">');
    expect(out).not.toContain('.page{');
    expect(out.match(/<link rel="stylesheet"/g)).toHaveLength(1);
  });
});
