import { DASHBOARD_COUNTS, DASHBOARD_LATEST_DISCIPLINE_ID } from '@mp/domain';
import { useGroupPath } from '../../app/group-context';
import { BlockFrame } from '../../ui/BlockFrame';
import { useForYouEmpty } from './for-you-empty';
import { OpportunityGrid } from './OpportunityGrid';
import { useForYouBlock, useLatestOpportunities } from './search-hooks';
import { FOR_YOU_TEXT, SEARCH_PATH, type SeekerSide } from './texts';

const BLOCK_COLS = { base: 1, sm: 2, lg: 3 };

/** "Opportunities For You" / "Project Opportunities Just For You" (F-F3, G-S1): the best 6 matches. */
export function ForYouBlock({ side }: { side: SeekerSide }) {
  const path = useGroupPath();
  const list = useForYouBlock(DASHBOARD_COUNTS.forYou);
  const empty = useForYouEmpty();
  return (
    <BlockFrame title={FOR_YOU_TEXT[side].title} to={path('opportunities-for-you')} linkLabel={FOR_YOU_TEXT[side].link}>
      <OpportunityGrid items={list.data ?? []} isPending={list.isPending} error={list.error} placeholders={3} cols={BLOCK_COLS} empty={empty} shelf />
    </BlockFrame>
  );
}

const LATEST = {
  freelancer: { title: 'Latest Job Opportunities', search: `latest-opportunities?industry=${DASHBOARD_LATEST_DISCIPLINE_ID}`, link: 'Search all opportunities' },
  agency: { title: 'Latest Project Opportunities', search: 'opportunities', link: 'Search all projects' },
} as const;

/**
 * "Latest Job Opportunities" (F-F3: the newest 4 of discipline 1, F-X4) and "Latest Project Opportunities" (G-S1:
 * the newest 4 projects), each linking to its search (the freelancer's with the same discipline chosen).
 */
export function LatestBlock({ side }: { side: SeekerSide }) {
  const path = useGroupPath();
  const latest = useLatestOpportunities(DASHBOARD_COUNTS.latest, side === 'freelancer' ? String(DASHBOARD_LATEST_DISCIPLINE_ID) : null);
  return (
    <BlockFrame title={LATEST[side].title} to={path(LATEST[side].search)} linkLabel={LATEST[side].link}>
      <OpportunityGrid
        items={latest.data ?? []}
        isPending={latest.isPending}
        error={latest.error}
        placeholders={2}
        cols={{ base: 1, sm: 2 }}
        shelf
        empty={{
          title: 'There are no new opportunities yet.',
          description: 'The newest posts appear here as soon as employers publish them.',
          action: { label: LATEST[side].link, to: path(SEARCH_PATH[side]) },
        }}
      />
    </BlockFrame>
  );
}
