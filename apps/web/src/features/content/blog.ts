import type { ArticleFilter } from './documents';

export { BLOG_PATH } from '@mp/domain';

/** What the public blog lists, and how many at a time. */
export const BLOG_FILTER: ArticleFilter = { availability: ['PUBLIC'] };
export const BLOG_PAGE_SIZE = 10;

/** A public article is read at the candidates' resources address, which needs no sign-in. */
export const blogArticlePath = (slug: string) => `/freelancer/resources/${slug}`;
