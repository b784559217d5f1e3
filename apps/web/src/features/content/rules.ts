import { readableAvailabilities, TYPE_OF_GROUP, type ArticleAvailability, type ArticleType, type Group } from '@mp/domain';

/**
 * The availabilities a group's pages ask for: what an account of that group may read (the server
 * decides again by the actual viewer, and drops the rest).
 */
export function groupAvailabilities(group: Group): ArticleAvailability[] {
  return readableAvailabilities(TYPE_OF_GROUP[group]);
}

export const ARTICLE_TYPE_LABEL: Record<ArticleType, string> = {
  ARTICLE: 'Article',
  MENTORING: 'Mentoring',
  TRAINING: 'Training',
};

/**
 * An address a deal may link to: http(s) only, so a `javascript:` link saved by mistake never becomes
 * a clickable script. Returns undefined for anything else.
 */
export function safeExternalUrl(link: string | null | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
