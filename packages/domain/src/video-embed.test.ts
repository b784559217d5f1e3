import { describe, expect, it } from 'vitest';
import { CASE_STUDY_MSG, caseStudySchema, headlineOf, projectHref } from './case-study-rules.js';
import { videoEmbed } from './video-embed.js';

describe('videoEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['http://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=1', 'https://player.vimeo.com/video/76979871'],
  ])('plays %s as %s', (link, embed) => expect(videoEmbed(link)?.embedUrl).toBe(embed));

  it.each([
    'https://www.youtube.com@evil.test/x',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://youtu.be/../../evil',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks/123',
    'https://vimeo.com/123abc',
    'not a link',
  ])('leaves %s a plain link', (link) => expect(videoEmbed(link)).toBeNull());
});

describe('caseStudySchema', () => {
  const base = { title: 'T', description: '<p>Hello</p>' };
  it('keeps the messages of document 3', () => {
    const issues = (input: object) => caseStudySchema.safeParse({ ...base, ...input }).error?.issues.map((i) => i.message);
    expect(issues({ title: ' ' })).toEqual([CASE_STUDY_MSG.title]);
    expect(issues({ description: '<p></p>' })).toEqual([CASE_STUDY_MSG.description]);
    expect(issues({ description: 'a'.repeat(1001) })).toEqual([CASE_STUDY_MSG.descriptionTooLong]);
    expect(issues({ description: 'a'.repeat(1000) })).toBeUndefined();
    expect(issues({ media: Array(4).fill({ kind: 'video', url: 'https://x.test' }) })).toEqual([CASE_STUDY_MSG.tooManyMedia]);
    expect(issues({ external_url: 'ftp://x.test' })).toEqual([CASE_STUDY_MSG.link]);
    expect(issues({ media: [{ kind: 'image', image: 'https://x.test/a.png' }] })).toEqual([CASE_STUDY_MSG.image]);
  });
  it('makes empty links none, and a headline of 100 characters of text', () => {
    expect(caseStudySchema.parse({ ...base, external_url: ' ', video_url: '' })).toMatchObject({ external_url: null, video_url: null, media: [] });
    expect(headlineOf(`<p>Tom &amp; Jerry ${'x'.repeat(200)}</p>`)).toBe(`Tom & Jerry ${'x'.repeat(88)}`);
    // Counted in characters: 1000 emoji are 1000 characters, and the headline never ends in half of one.
    expect(caseStudySchema.safeParse({ ...base, description: '😀'.repeat(1000) }).success).toBe(true);
    expect(headlineOf('😀'.repeat(150))).toBe('😀'.repeat(100));
  });
  it("adds https:// to 'VIEW PROJECT' links without a scheme", () => {
    expect(projectHref('example.com/a')).toBe('https://example.com/a');
    expect(projectHref('http://example.com')).toBe('http://example.com');
  });
});
