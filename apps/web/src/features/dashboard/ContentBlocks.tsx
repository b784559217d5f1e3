import { DASHBOARD_COUNTS, type Group } from '@mp/domain';
import type { RequestOptions } from '../../app/api-client';
import { CommunityBlock, communityBlockQueries, DealsBlock, groupAvailabilities } from '../content';

/** What a company's dashboard shows of the community: 3 articles, then 2 mentoring or training items. */
const COMPANY_COMMUNITY = { count: 3, mentoringCount: 2 };

/** A company dashboard's content blocks' data, for its loader (`viewer`: the reader's id). */
export const companyContentQueries = (viewer: string, request?: RequestOptions) =>
  communityBlockQueries(groupAvailabilities('company'), viewer, COMPANY_COMMUNITY, request);

/**
 * The content sections of an ACTIVE user's dashboard (spec): companies see 3 articles plus 2 mentoring
 * or training items; freelancers and agencies 4 articles and up to 6 deals.
 */
export function ContentBlocks({ group }: { group: Group }) {
  if (group === 'company') return <CommunityBlock {...COMPANY_COMMUNITY} />;
  return (
    <>
      <CommunityBlock count={DASHBOARD_COUNTS.articles} />
      <DealsBlock count={DASHBOARD_COUNTS.deals} />
    </>
  );
}
