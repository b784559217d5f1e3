import { describe, expect, it } from 'vitest';
import type { MetaArgs } from 'react-router';
import { headMeta, NOT_FOUND_HEAD, pageHead } from './head';

const APP = 'https://jobs.example.com';

const content = (meta: ReturnType<typeof pageHead>, key: string) =>
  (meta.find((tag) => ('name' in tag ? tag.name === key : 'property' in tag && tag.property === key)) as { content?: string } | undefined)?.content;

describe('a public page’s head', () => {
  it('has the title, description, canonical address, Open Graph and Twitter tags, with absolute addresses', () => {
    const meta = pageHead({ appUrl: APP, title: 'Designer at Northwind', description: 'Lead our brand work.', url: '/jobs/designer-ab12' });
    expect(meta).toEqual([
      { title: 'Designer at Northwind | Onbrief' },
      { name: 'description', content: 'Lead our brand work.' },
      { tagName: 'link', rel: 'canonical', href: `${APP}/jobs/designer-ab12` },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'Onbrief' },
      { property: 'og:title', content: 'Designer at Northwind' },
      { property: 'og:description', content: 'Lead our brand work.' },
      { property: 'og:url', content: `${APP}/jobs/designer-ab12` },
      { property: 'og:image', content: `${APP}/icon-512.png` },
      { name: 'twitter:card', content: 'summary' },
    ]);
  });

  it('takes its own image, a canonical address other than its own, noindex and structured data', () => {
    const ld = { '@type': 'JobPosting', title: '</script>' };
    const meta = pageHead({
      appUrl: APP, title: 'T', description: 'D', url: '/company/agency-marketplace?filter=casestudies', canonical: '/employer/agency-marketplace',
      image: '/uploads/logo.png', noindex: true, jsonLd: ld,
    });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${APP}/employer/agency-marketplace` });
    expect(content(meta, 'og:url')).toBe(`${APP}/company/agency-marketplace?filter=casestudies`);
    expect(content(meta, 'og:image')).toBe(`${APP}/uploads/logo.png`);
    expect(content(meta, 'robots')).toBe('noindex');
    expect(meta.at(-1)).toEqual({ 'script:ld+json': ld });
    // An image elsewhere keeps its address; none (null) is the product's.
    expect(content(pageHead({ appUrl: APP, title: 'T', description: 'D', url: '/', image: 'https://cdn.example.com/a.png' }), 'og:image')).toBe('https://cdn.example.com/a.png');
    expect(content(pageHead({ appUrl: APP, title: 'T', description: 'D', url: '/', image: null }), 'og:image')).toBe(`${APP}/icon-512.png`);
  });

  it('is what the loader returned, or "Page not found" kept out of the index when it found nothing', () => {
    const args = (loaderData: unknown) => ({ loaderData }) as MetaArgs;
    const head = { appUrl: APP, title: 'Board', description: 'D', url: '/jobs?page=2' };
    expect(headMeta(args({ dehydrated: {}, head }))).toEqual(pageHead(head));
    expect(headMeta(args({ dehydrated: {}, head: null }))).toBe(NOT_FOUND_HEAD);
    expect(headMeta(args(undefined))).toBe(NOT_FOUND_HEAD);
    expect(NOT_FOUND_HEAD).toContainEqual({ title: 'Page not found | Onbrief' });
    expect(NOT_FOUND_HEAD).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
