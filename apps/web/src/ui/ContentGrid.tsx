import { Alert, Button, Center, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './EmptyState';
import { CardGridSkeleton } from './Skeletons';
import classes from './ContentGrid.module.css';

interface ContentGridProps<T> {
  items: T[];
  renderItem: (item: T) => ReactNode;
  isPending: boolean;
  error: Error | null;
  /** Shown when the list loaded and is empty; null shows nothing. */
  empty: EmptyStateProps | null;
  /** Cards per row from the medium breakpoint up (one per row on phones, at most two on tablets). */
  columns?: number;
  /** How many card skeletons to show while loading. */
  placeholders?: number;
  /** The cards' cover height, for skeletons of the same shape. */
  imageHeight?: number;
  /**
   * A dashboard block: on phones the cards make one row scrolled sideways (the next card peeks in), so
   * the block is one card high whether it is loading or holds one card or six, and nothing below moves
   * when it loads (layout shift). Full lists keep one card per row.
   */
  shelf?: boolean;
}

/** A grid of content cards with its loading, failure and empty states. */
export function ContentGrid<T>({
  items,
  renderItem,
  isPending,
  error,
  empty,
  columns = 3,
  placeholders = 3,
  imageHeight,
  shelf = false,
}: ContentGridProps<T>) {
  if (error && items.length === 0) {
    return (
      <Alert color="red" role="alert" title="Could not load">
        {error.message}
      </Alert>
    );
  }
  const cols = { base: 1, xs: Math.min(columns, 2), md: columns };
  const className = shelf ? classes.shelf : undefined;
  if (isPending) return <CardGridSkeleton count={placeholders} cols={cols} imageHeight={imageHeight} className={className} />;
  if (items.length === 0) return empty && <EmptyState compact {...empty} />;
  return (
    <SimpleGrid cols={cols} className={className}>
      {items.map(renderItem)}
    </SimpleGrid>
  );
}

/** 'Show More' under a growing list, while the server says there are more pages. */
export function ShowMore({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  if (!hasMore) return null;
  return (
    <Center>
      <Button variant="default" loading={loading} onClick={onClick}>
        Show More
      </Button>
    </Center>
  );
}
