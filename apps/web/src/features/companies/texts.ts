/** The company pages' words. */
export const COMPANY_PAGE_TEXT = {
  notFound: 'This company has no public page, or it has hidden it.',
  noPostsTitle: 'No open jobs or projects right now',
  noPostsDetail: (name: string) => `${name} has nothing open at the moment. New posts appear here as soon as they are published.`,
  browse: 'Browse all jobs',
  about: 'About',
  apart: 'What sets us apart',
  openPosts: 'Open jobs and projects',
  saved: 'Company page updated',
  saveFailed: 'Could not save. Please try again.',
  embedTitle: 'Show your jobs on your site',
  embedIntro: 'Paste this code into your website: it lists your open jobs and projects, and each one opens here in a new tab.',
  embedEmpty: 'Nothing open right now.',
  poweredBy: 'Jobs on Onbrief',
} as const;

/** `?theme=dark` on the embed address picks the dark list; anything else the light one. */
export type EmbedTheme = 'light' | 'dark';
export const embedThemeOf = (search: string): EmbedTheme => (new URLSearchParams(search).get('theme') === 'dark' ? 'dark' : 'light');

/** The code a company pastes into its own site. */
export function embedSnippet(appUrl: string, slug: string, theme: EmbedTheme = 'light'): string {
  const src = `${appUrl}/embed/companies/${slug}${theme === 'dark' ? '?theme=dark' : ''}`;
  return `<iframe src="${src}" title="Open jobs" width="100%" height="480" style="border:0" loading="lazy"></iframe>`;
}

/** How long one render of a company's page (or its embedded list) serves every visitor: a new post, or the page hidden, shows within it. */
export const COMPANY_SHARED_SECONDS = 60;
