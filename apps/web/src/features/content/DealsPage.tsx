import { Container, Stack, Text, Title } from '@mantine/core';
import { useGroupPath } from '../../app/group-context';
import { ContentGrid, ShowMore } from '../../ui/ContentGrid';
import { DealCard } from './DealCard';
import { useDealList } from './hooks';

/** Deals are shown 12 at a time (four rows of three); the spec gives no page size for this page. */
const PAGE_SIZE = 12;

/** /{freelancer,agency}/deals: offers from partners, newest first. */
export function DealsPage() {
  const path = useGroupPath();
  const list = useDealList(PAGE_SIZE);
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Deals</Title>
          <Text c="dimmed">Offers from our partners for members of the platform.</Text>
        </div>
        <ContentGrid
          items={list.items}
          renderItem={(deal) => <DealCard key={deal.id} deal={deal} />}
          isPending={list.isPending}
          error={list.error}
          empty={{
            title: 'There are no deals at the moment.',
            description: 'Offers from our partners appear here. Meanwhile, the resources have guides and training.',
            action: { label: 'Browse resources', to: path('resources') },
          }}
          placeholders={6}
        />
        <ShowMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
      </Stack>
    </Container>
  );
}
