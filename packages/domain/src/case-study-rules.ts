import { z } from './zod.js';
import { descriptionSummary } from './opportunity.js';
import { UPLOAD_MSG, UPLOAD_PATH_RE } from './uploads.js';

/**
 * A case study's form (document 3 "Case study", decision 0051): the same rules check the web form and
 * the server. The server checks the description again after the posting sanitiser (what is stored is counted).
 */

export const CASE_STUDY_MSG = {
  title: 'Project title is required',
  description: 'Please add a description',
  descriptionTooLong: 'Description must be less than 1000 characters',
  tooManyMedia: 'You can only select a maximum of 3 files',
  link: 'Please enter a valid link starting with http:// or https://',
  image: UPLOAD_MSG.invalidImage,
  notFound: 'Case study not found',
  agencyNotFound: 'Agency not found',
  created: 'Case Study created successfully',
  updated: 'Case Study updated successfully',
  deleted: 'Your Case Study was deleted',
} as const;

export const CASE_STUDY_LIMITS = {
  titleMax: 255,
  descriptionText: 1000,
  headline: 100,
  media: 3,
  /** Page sizes of document 3: the list 8, the profile 10. */
  listPage: 8,
  profilePage: 10,
  maxPage: 100,
} as const;

/** A description's text: tags gone, entities read as one character. */
export const descriptionText = (html: string) => descriptionSummary(html, Number.MAX_SAFE_INTEGER);
/** Characters as people (and PostgreSQL's char_length) count them: an emoji is one, not two UTF-16 units. */
export const characterCount = (text: string) => Array.from(text).length;
/** The card's line: the first 100 characters of the description's text (never half an emoji). */
export const headlineOf = (html: string) => Array.from(descriptionText(html)).slice(0, CASE_STUDY_LIMITS.headline).join('');

/** An optional link: empty is none; http(s) only (no javascript:, data: or ftp:). */
const optionalLink = z
  .string()
  .trim()
  .max(2000, CASE_STUDY_MSG.link)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)), CASE_STUDY_MSG.link);

/** An optional image of ours: empty is none (the form's empty field). */
const optionalUpload = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || UPLOAD_PATH_RE.test(v), CASE_STUDY_MSG.image);

export const CASE_STUDY_MEDIA_KINDS = ['image', 'video'] as const;
export type CaseStudyMediaKind = (typeof CASE_STUDY_MEDIA_KINDS)[number];

/** One media item: an image (an upload of ours) or a video link. */
export const caseStudyMediaSchema = z
  .object({
    kind: z.enum(CASE_STUDY_MEDIA_KINDS),
    image: z.string().nullish(),
    url: z.string().trim().nullish(),
  })
  .transform((m, ctx) => {
    if (m.kind === 'image') {
      if (!m.image || !UPLOAD_PATH_RE.test(m.image)) ctx.addIssue({ code: 'custom', message: CASE_STUDY_MSG.image, path: ['image'] });
      return { kind: 'image' as const, image: m.image ?? '', url: null };
    }
    if (!m.url || !URL.canParse(m.url) || !/^https?:$/.test(new URL(m.url).protocol)) {
      ctx.addIssue({ code: 'custom', message: CASE_STUDY_MSG.link, path: ['url'] });
    }
    return { kind: 'video' as const, image: null, url: m.url ?? '' };
  });
export type CaseStudyMediaInput = z.input<typeof caseStudyMediaSchema>;

export const caseStudySchema = z.object({
  title: z.string({ error: CASE_STUDY_MSG.title }).trim().min(1, CASE_STUDY_MSG.title).max(CASE_STUDY_LIMITS.titleMax),
  description: z
    .string({ error: CASE_STUDY_MSG.description })
    .max(20_000, CASE_STUDY_MSG.descriptionTooLong)
    .refine((v) => descriptionText(v).length > 0, CASE_STUDY_MSG.description)
    .refine((v) => characterCount(descriptionText(v)) <= CASE_STUDY_LIMITS.descriptionText, CASE_STUDY_MSG.descriptionTooLong),
  thumbnail: optionalUpload,
  video_url: optionalLink,
  external_url: optionalLink,
  media: z.array(caseStudyMediaSchema).max(CASE_STUDY_LIMITS.media, CASE_STUDY_MSG.tooManyMedia).nullish().transform((v) => v ?? []),
});
export type CaseStudyInput = z.input<typeof caseStudySchema>;
export type CaseStudyValues = z.output<typeof caseStudySchema>;

/** 'VIEW PROJECT' opens the link with https:// added when it has no scheme (document 3). */
export const projectHref = (link: string) => (/^https?:\/\//i.test(link) ? link : `https://${link}`);
