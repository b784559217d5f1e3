import { Alert, Button, Center, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ContentGridProps<T> {
  items: T[];
  renderItem: (item: T) => ReactNode;
  isPending: boolean;
  error: Error | null;
  /** Shown when the list loaded and is empty. */
  empty: string;
  /** Cards per row from the small breakpoint up (one per row on phones). */
  columns?: number;
  /** How many placeholders to show while loading. */
  placeholders?: number;
}

/** A grid of content cards with its loading, failure and empty states. */
export function ContentGrid<T>({ items, renderItem, isPending, error, empty, columns = 3, placeholders = 3 }: ContentGridProps<T>) {
  if (error && items.length === 0) {
    return (
      <Alert color="red" role="alert" title="Could not load">
        {error.message}
      </Alert>
    );
  }
  const cols = { base: 1, xs: Math.min(columns, 2), md: columns };
  if (isPending) {
    return (
      <SimpleGrid cols={cols} aria-busy="true" aria-label="Loading">
        {Array.from({ length: placeholders }, (_, i) => (
          <Skeleton key={i} h={240} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return <SimpleGrid cols={cols}>{items.map(renderItem)}</SimpleGrid>;
}

/** 'Show More' under a growing list, while the server says there are more pages. */
export function ShowMore({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  if (!hasMore) return null;
  return (
    <Center>
      <Button variant="outline" loading={loading} onClick={onClick}>
        Show More
      </Button>
    </Center>
  );
}
