import { DASHBOARD_COUNTS, type Group } from '@mp/domain';
import { CommunityBlock, DealsBlock } from '../content';

/**
 * The content sections of an ACTIVE user's dashboard (spec): companies see 3 articles plus 2 mentoring
 * or training items; freelancers and agencies 4 articles and up to 6 deals.
 */
export function ContentBlocks({ group }: { group: Group }) {
  if (group === 'company') return <CommunityBlock count={3} mentoringCount={2} />;
  return (
    <>
      <CommunityBlock count={DASHBOARD_COUNTS.articles} />
      <DealsBlock count={DASHBOARD_COUNTS.deals} />
    </>
  );
}
