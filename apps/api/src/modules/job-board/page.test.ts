import { describe, expect, it } from 'vitest';
import { boardHead, boardUrl, homeHead, landingHead } from './page.js';

/** The front door's heads (decision 0053): canonical, robots, Open Graph, and nothing a value can break out of. */

const DOC = '<html><head><title>Find work | Onbrief</title><meta name="description" content="shell" /></head><body></body></html>';
const APP = 'https://jobs.example.com';
const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('the front door heads', () => {
  it('gives the board its normalised canonical address, and noindex to words and filtered pages beyond the first', () => {
    const plain = boardUrl('page=2&junk=<x>');
    const html = boardHead(DOC, APP, plain.url, plain.query);
    expect(html).toContain(`<link rel="canonical" href="${APP}/jobs?page=2" />`);
    expect(meta(html, 'robots')).toBeUndefined();
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const words = boardUrl('q="><script>alert(1)</script>');
    const searched = boardHead(DOC, APP, words.url, words.query);
    expect(meta(searched, 'robots')).toBe('noindex');
    expect(searched).not.toContain('<script>alert');
    const filtered = boardUrl('discipline=2&page=3');
    expect(meta(boardHead(DOC, APP, filtered.url, filtered.query), 'robots')).toBe('noindex');
  });

  it("gives the home page its address and a landing page its own title, text and image, escaped", () => {
    expect(homeHead(DOC, APP)).toContain(`<link rel="canonical" href="${APP}/" />`);
    const html = landingHead(DOC, APP, {
      slug: 'hire', name: 'Hire', heading: 'Hire "now" <b>', content: '<p>Post a brief &amp; hire.</p>', hero_image: '/uploads/0123456789abcdef0123456789abcdef.jpg',
    });
    expect(html).toContain('<title>Hire &quot;now&quot; &lt;b&gt; | Onbrief</title>');
    expect(meta(html, 'og:title')).toBe('Hire &quot;now&quot; &lt;b&gt;');
    expect(meta(html, 'description')).toBe('Post a brief &amp; hire.');
    expect(meta(html, 'og:image')).toBe(`${APP}/uploads/0123456789abcdef0123456789abcdef.jpg`);
    expect(html).toContain(`<link rel="canonical" href="${APP}/landing/hire" />`);
    // No heading: the name; no image: the product's.
    const bare = landingHead(DOC, APP, { slug: 'b', name: 'Bare', heading: null, content: '', hero_image: null });
    expect(bare).toContain('<title>Bare | Onbrief</title>');
    expect(meta(bare, 'og:image')).toBe(`${APP}/icon-512.png`);
  });
});
