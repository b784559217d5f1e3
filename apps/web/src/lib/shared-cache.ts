/**
 * The response headers of a public page that is the same for every visitor for a while: shared caches (a CDN, and
 * the API's own page cache, apps/api/src/web/page-cache.ts) may keep it that long, so a crowd on one address does
 * not render it over and over. Browsers keep nothing (max-age=0). It varies on the cookie: a signed-in user's
 * colours come from it (the root's loader).
 */
export const sharedFor = (seconds: number) => ({ 'Cache-Control': `public, max-age=0, s-maxage=${seconds}`, Vary: 'Cookie' });
