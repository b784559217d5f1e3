import { Stack, Text, Title } from '@mantine/core';
import { useRouteGroup } from '../../app/group-context';
import { ShowMore } from '../../ui/ContentGrid';
import { useForYouEmpty } from './for-you-empty';
import { OpportunityGrid } from './OpportunityGrid';
import { useOpportunitiesForYou } from './search-hooks';
import { FOR_YOU_TEXT } from './texts';

/** opportunities-for-you (F-R2, F-F4, G-R10): the for-you rule's list, read fresh on each visit, 10 at a time. */
export function ForYouPage() {
  const { group } = useRouteGroup();
  const text = FOR_YOU_TEXT[group === 'agency' ? 'agency' : 'freelancer'];
  const list = useOpportunitiesForYou();
  const empty = useForYouEmpty();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{text.title}</Title>
        <Text c="dimmed">{text.intro}</Text>
      </Stack>
      <OpportunityGrid
        items={list.items}
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        placeholders={4}
        empty={empty}
      />
      <ShowMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
    </Stack>
  );
}
