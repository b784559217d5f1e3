import { Button, VisuallyHidden } from '@mantine/core';
import type { OpportunityTarget } from '@mp/domain';
import { toastError, toastSuccess } from '../../../lib/toast';

/** What the share link needs of a post. */
export interface ShareablePost {
  target: OpportunityTarget;
  slug: string;
  title: string;
  is_active: boolean;
  deleted_at?: string | null;
  /** A post in review or rejected is not live, though the poster chose to publish it. */
  review_status?: string | null;
}

/**
 * The public job page's address for sharing: open, published jobs only (the applicants page's rule,
 * kept: the share text speaks to freelancers); null when there is none. One rule for the view page, the dashboard's
 * cards and the applicants page.
 */
export function publicPostPath(post: ShareablePost): string | null {
  if (post.target !== 'JOB' || !post.is_active || post.review_status || post.deleted_at) return null;
  return `/jobs/${post.slug}`;
}

/** The whole address, in the browser (the origin is the page's own). */
export function publicPostLink(post: ShareablePost): string | null {
  const path = publicPostPath(post);
  return path && `${window.location.origin}${path}`;
}

export async function copyPublicLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    toastSuccess('Link copied: share it where freelancers will see it.');
  } catch {
    toastError(`Could not copy the link. The post's address is ${link}`);
  }
}

/** 'Copy link' for a post that has a public page; nothing for one that has none. */
export function CopyLinkButton({ post, size = 'xs' }: { post: ShareablePost; size?: 'xs' | 'sm' }) {
  // Rendered on the server too (the signed-in dashboard): the origin is read when clicked, in the browser.
  const path = publicPostPath(post);
  if (!path) return null;
  return (
    <Button size={size} variant="subtle" onClick={() => void copyPublicLink(`${window.location.origin}${path}`)} data-testid="copy-link">
      Copy link
      <VisuallyHidden> to {post.title}</VisuallyHidden>
    </Button>
  );
}
