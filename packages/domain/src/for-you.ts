/**
 * "Opportunities for you" (inventory F-Q2, decision 0039): how well a published post fits a person's profile.
 * The same rule ranks the for-you lists and the dashboards' blocks and decides which new posts a job alert
 * carries (decision 0040), so what a person is alerted to is what they would find under "for you".
 *
 * A freelancer and a job:
 * - only posts of their disciplines (any discipline when they have chosen none);
 * - the post must share a skill (software skills included) or a category experience with them: `MIN_SHARED`;
 * - the score adds the weights below; ties go to featured posts, then the newest.
 * An agency and a project: the shared category experiences (its team's) are the whole score.
 * Posts published more than `WINDOW_DAYS` ago are not "for you" (search still finds them).
 */
export const FOR_YOU_WEIGHTS = {
  /** Each of the person's top skills (at most 3) that the post asks for. */
  topSkill: 3,
  /** Each other skill or software skill the post asks for. */
  skill: 2,
  /** Each category experience they share. */
  genre: 2,
  /** The role type fits: the same, or either side is BOTH (inventory F-Q4). */
  jobType: 2,
  /** The working hours fit: the same, or either side is BOTH_TIME. */
  workingHours: 1,
  /** The post's level is one of the person's role levels. */
  level: 1,
  /** The post's position is one the person looks for. */
  position: 1,
} as const;

/** At least one skill or category experience in common: a post sharing nothing is never "for you". */
export const FOR_YOU_MIN_SHARED = 1;

/** For-you lists and alerts consider posts published in the last 60 days. */
export const FOR_YOU_WINDOW_DAYS = 60;

/** The dashboards' blocks (document 3 sections 1 and 2). */
export const DASHBOARD_COUNTS = { forYou: 6, latest: 4, applied: 6, articles: 4, deals: 6 } as const;

/** F-X4, decision 0011: the freelancer dashboard's latest block lists discipline 1 (Design). */
export const DASHBOARD_LATEST_DISCIPLINE_ID = 1;
