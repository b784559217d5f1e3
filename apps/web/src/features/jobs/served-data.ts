import type { PublicJob } from './documents';

/** Where the server puts the post it rendered (apps/api/src/modules/job-pages/page.ts, DATA_ELEMENT_ID). */
export const DATA_ELEMENT_ID = 'public-job-data';

/**
 * The post the served HTML carries, when it is the one asked for: the page starts from it instead of
 * asking the server again (it is the PublicJob query's answer, the same fields).
 */
export function servedJob(slug: string): PublicJob | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const job = JSON.parse(text) as PublicJob;
    return job.slug === slug ? job : undefined;
  } catch {
    return undefined;
  }
}
