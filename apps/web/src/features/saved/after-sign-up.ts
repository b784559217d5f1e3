import { gqlRequest } from '../../app/api-client';
import { replaceReturn } from '../../app/session/return-after-sign-up';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { PostSavedQuery, SetPostSavedMutation } from './documents';
import { SAVE_AFTER_LOGIN } from './texts';

/** The public page's slug when `target` is `/jobs/{slug}?save=1` (a visitor's 'Save'), else undefined. */
export function slugToSave(target: string): string | undefined {
  const url = new URL(target, 'https://x.invalid');
  const slug = /^\/jobs\/([^/]+)$/.exec(url.pathname)?.[1];
  return slug && url.searchParams.get(SAVE_AFTER_LOGIN) === '1' ? decodeURIComponent(slug) : undefined;
}

/** The same address without the save marker. */
export function withoutSaveMarker(target: string): string {
  const url = new URL(target, 'https://x.invalid');
  url.searchParams.delete(SAVE_AFTER_LOGIN);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A visitor pressed 'Save', then signed up instead of logging in: the new account can save at once (a freelancer
 * need not be approved to save), so the post is saved now, with a key of its own (decision 0041; the save itself is
 * idempotent too), and the marker leaves the kept target. If this fails, the marker stays and the public page saves
 * on arrival (SaveToggle's resume), as after a login.
 */
export async function saveAfterSignUp(user: { id: string }, target: string | undefined): Promise<void> {
  const slug = target && slugToSave(target);
  if (!slug) return;
  try {
    const post = (await gqlRequest(PostSavedQuery, { slug })).publicJob;
    if (!post) return;
    if (!post.isSaved) await gqlRequest(SetPostSavedMutation, { id: post.id, saved: true, idempotencyKey: newIdempotencyKey() });
    replaceReturn(user, withoutSaveMarker(target));
  } catch {
    // Left to the page's resume (above).
  }
}
