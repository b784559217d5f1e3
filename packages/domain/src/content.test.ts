import { describe, expect, it } from 'vitest';
import { articleInputSchema, landingPageInputSchema } from './content-rules.js';
import { CONTENT_MSG, isCtaUrl, isImageUrl, readableAvailabilities, slugify } from './content.js';
import { UPLOAD_MAX_BYTES, imageTooLargeMessage } from './uploads.js';

describe('content rules', () => {
  it('makes slugs of lower-case letters and digits', () => {
    expect(slugify('  Crème Brûlée & Co: 10 Tips!  ')).toBe('creme-brulee-and-co-10-tips');
    expect(slugify('---')).toBe('');
    expect(slugify('a'.repeat(300))).toHaveLength(120);
  });

  it('takes the slug from the title when empty', () => {
    const base = { title: 'Hello World', content: '', type: 'ARTICLE', availability: 'PUBLIC', published: true };
    expect(articleInputSchema.parse(base).slug).toBe('hello-world');
    expect(articleInputSchema.parse({ ...base, slug: 'My Own Slug' }).slug).toBe('my-own-slug');
  });

  it('accepts our uploads and https images only', () => {
    expect(isImageUrl(`/uploads/${'f'.repeat(32)}.jpg`)).toBe(true);
    expect(isImageUrl('https://cdn.example.com/x.png')).toBe(true);
    for (const bad of ['http://a.test/x.png', 'javascript:alert(1)', '/uploads/../x.png', 'https://user:pw@a.test/x.png', '//a.test/x.png']) {
      expect(isImageUrl(bad)).toBe(false);
    }
  });

  it('lets each type read its availabilities', () => {
    expect(readableAvailabilities(null)).toEqual(['PUBLIC']);
    expect(readableAvailabilities('COMPANY')).toEqual(['PUBLIC']);
    expect(readableAvailabilities('FREELANCER')).toEqual(['PUBLIC', 'FREELANCER_AND_AGENCY']);
    expect(readableAvailabilities('AGENCY')).toHaveLength(3);
    expect(readableAvailabilities('ADMIN')).toHaveLength(3);
  });

  it('words the size limits as the spec does', () => {
    expect(UPLOAD_MAX_BYTES).toEqual({
      avatar: 5_000_000, logo: 8_388_608, photo: 8_388_608, article: 8_388_608, deal: 8_388_608,
      thumbnail: 5_000_000, 'case-study-media': 5_000_000,
    });
    expect(imageTooLargeMessage('avatar')).toBe("Your image's file size is too large (max 5 MB)");
    expect(imageTooLargeMessage('thumbnail')).toBe("Your image's file size is too large (max 5 MB)");
    expect(imageTooLargeMessage('deal')).toBe("Your image's file size is too large (max 8 MB)");
  });

  it('leads a call to action to a path on this site or an https address', () => {
    for (const good of ['/company/register', '/jobs?kind=project', '/agency/register#top', 'https://example.com/book']) expect(isCtaUrl(good)).toBe(true);
    for (const bad of ['//evil.test/x', '/\\evil.test', 'http://example.com', 'javascript:alert(1)', 'jobs', '/a b', 'https://u:p@example.com']) {
      expect(isCtaUrl(bad)).toBe(false);
    }
  });

  it('takes a landing page\'s call to action whole or not at all', () => {
    const page = { name: 'For agencies', content: '', published: true };
    const issues = (input: object) => {
      const r = landingPageInputSchema.safeParse({ ...page, ...input });
      return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(landingPageInputSchema.parse({ ...page, cta_label: ' Join ', cta_url: '/agency/register' })).toMatchObject({
      cta_label: 'Join', cta_url: '/agency/register', show_prices: false,
    });
    expect(landingPageInputSchema.parse({ ...page, cta_label: '', cta_url: '' })).toMatchObject({ cta_label: null, cta_url: null });
    expect(issues({ cta_label: 'Join' })).toEqual([['cta_url', CONTENT_MSG.ctaUrl]]);
    expect(issues({ cta_url: '/jobs' })).toEqual([['cta_label', CONTENT_MSG.ctaLabel]]);
    expect(issues({ cta_label: 'Join', cta_url: 'javascript:alert(1)' })).toEqual([['cta_url', CONTENT_MSG.ctaUrl]]);
    expect(issues({ cta_label: 'x'.repeat(41), cta_url: '/jobs' })[0]?.[0]).toBe('cta_label');
  });
});
