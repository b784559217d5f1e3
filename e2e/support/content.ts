import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { call } from './graphql';
import { demoAdminToken } from './second-factor';

/**
 * Content for browser tests, created the way the administrator's console creates it: through the
 * admin GraphQL operations, signed in as the demo administrator.
 */

type Availability = 'AGENCY' | 'FREELANCER_AND_AGENCY' | 'PUBLIC';
type ArticleType = 'ARTICLE' | 'MENTORING' | 'TRAINING';

/** A tag no other test (or earlier run) uses, for titles and slugs: 'k3x9-a1b2c3'. */
export function freshTag(): string {
  return `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}


/** The demo administrator's access token (their password and a code of their authenticator app). */
export const adminToken = (request: APIRequestContext): Promise<string> => demoAdminToken(request);

export interface ArticleSeed {
  title: string;
  availability: Availability;
  type?: ArticleType;
  content?: string;
  image?: string | null;
  published?: boolean;
}

/** Publishes an article (unless published: false); returns its slug. */
export async function createArticle(request: APIRequestContext, token: string, seed: ArticleSeed): Promise<string> {
  const input = { type: 'ARTICLE', content: `<p>${seed.title}: body text.</p>`, image: null, published: true, slug: null, ...seed };
  const data = await call<{ adminCreateArticle: { slug: string } }>(
    request,
    'mutation CreateArticle($input: ArticleInput!) { adminCreateArticle(input: $input) { slug } }',
    { input },
    token,
  );
  return data.adminCreateArticle.slug;
}

export interface DealSeed {
  title: string;
  subtitle?: string;
  link?: string;
}

export async function createDeal(request: APIRequestContext, token: string, seed: DealSeed): Promise<void> {
  const input = { subtitle: null, link: null, image: null, slug: null, content: '', published: true, ...seed };
  await call(request, 'mutation CreateDeal($input: DealInput!) { adminCreateDeal(input: $input) { id } }', { input }, token);
}

export interface LandingPageSeed {
  name: string;
  slug: string;
  display_in_footer: boolean;
  sort_order?: number;
}

export async function createLandingPage(request: APIRequestContext, token: string, seed: LandingPageSeed): Promise<void> {
  const input = { sort_order: 0, content: '', published: true, ...seed };
  await call(
    request,
    'mutation CreateLandingPage($input: LandingPageInput!) { adminCreateLandingPage(input: $input) { id } }',
    { input },
    token,
  );
}
