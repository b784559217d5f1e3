import { copyFingerprint, type OpportunityTarget, type ReviewFinding } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { contentFindings, isTrustedPoster, nearCopyFinding, type ReviewedPost } from '../post-review/rules.js';
import type { PostAccess } from './policy.js';
import type { FormValues } from './values.js';

/** Which posts and edits wait for review before going live (decision 0065), from a checked form. */

export function reviewedPost(target: OpportunityTarget, v: FormValues): ReviewedPost {
  return {
    target,
    title: v.title,
    description: v.description,
    application_link: 'application_link' in v ? v.application_link : null,
    compensation_unit: 'compensation_unit' in v ? v.compensation_unit : null,
    minimumBudget: v.minimumBudget,
    maximumBudget: v.maximumBudget,
    is_compensation_displayed: v.is_compensation_displayed,
  };
}

/** Every rule, for a post about to go live for the first time: its content, a near-copy, and the company's first posts. */
export async function postFindings(tx: Tx, teamId: number, post: ReviewedPost, exceptId: number | null): Promise<ReviewFinding[]> {
  const findings = contentFindings(post);
  const copy = await nearCopyFinding(tx, teamId, copyFingerprint(post), exceptId);
  if (copy) findings.push(copy);
  if (!(await isTrustedPoster(tx, teamId))) findings.unshift({ flag: 'NEW_COMPANY', detail: 'Fewer than 3 posts have gone live' });
  return findings;
}

/**
 * An edit: a live post's edit meets the content and near-copy rules (the company's first posts are behind it); a post
 * not yet live (a draft being published, or one in review) meets every rule. Unpublished, nothing holds it, though a
 * fee asked of applicants is refused all the same.
 */
export async function editFindings(tx: Tx, current: PostAccess & { is_active: boolean }, post: ReviewedPost, wantsLive: boolean): Promise<ReviewFinding[]> {
  if (!wantsLive) {
    contentFindings(post);
    return [];
  }
  if (!current.is_active) return postFindings(tx, current.team_id, post, current.id);
  const findings = contentFindings(post);
  const copy = await nearCopyFinding(tx, current.team_id, copyFingerprint(post), current.id);
  return copy ? [...findings, copy] : findings;
}
