/**
 * The first day a post can have closed (decision 0022): its creation day, or its Date Posted
 * when that is earlier, as the server checks.
 */
export function firstCloseDay(post: { created_at: string; job_number: string | null }): string {
  const created = post.created_at.slice(0, 10);
  return post.job_number && post.job_number < created ? post.job_number : created;
}
