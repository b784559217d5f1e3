import { useGroupPath } from '../../app/group-context';
import { BlockFrame } from '../../ui/BlockFrame';
import { ContentGrid } from '../../ui/ContentGrid';
import { DealCard } from './DealCard';
import { useLatestDeals } from './hooks';

/** The freelancer and agency dashboards' 'Deals For You': the newest `count` deals, with a link to deals. */
export function DealsBlock({ count }: { count: number }) {
  const path = useGroupPath();
  const deals = useLatestDeals(count);
  return (
    <BlockFrame title="Deals For You" to={path('deals')} linkLabel="View all deals">
      <ContentGrid
        items={deals.data ?? []}
        renderItem={(deal) => <DealCard key={deal.id} deal={deal} imageHeight={110} />}
        imageHeight={110}
        isPending={deals.isPending}
        error={deals.error}
        empty={{
          title: 'There are no deals at the moment.',
          description: 'Offers from our partners appear here. Meanwhile, the resources have guides and training.',
          action: { label: 'Browse resources', to: path('resources') },
        }}
        placeholders={3}
        shelf
      />
    </BlockFrame>
  );
}
