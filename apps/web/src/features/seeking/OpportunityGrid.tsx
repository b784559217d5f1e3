import { Alert, Button, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { useGroupPath } from '../../app/group-context';
import { EmptyState, type EmptyStateProps } from '../../ui/EmptyState';
import { Loading } from '../../ui/Skeletons';
import shelfClasses from '../../ui/ContentGrid.module.css';
import { OpportunityCard, OpportunityCardSkeleton, type OpportunityCardData } from '../jobs';

interface OpportunityGridProps {
  items: OpportunityCardData[];
  isPending: boolean;
  error: Error | null;
  onRetry?: () => void;
  /** Said when the list loaded and is empty. */
  empty: EmptyStateProps;
  /** Card skeletons while loading. */
  placeholders: number;
  cols?: SimpleGridProps['cols'];
  /**
   * A dashboard block: on phones one row scrolled sideways (ContentGrid's shelf), so the block is one card
   * high whether loading or full, and nothing below it moves.
   */
  shelf?: boolean;
}

const LIST_COLS = { base: 1, sm: 2 };

/** Opportunity cards (each linking to its opportunities/{id}) with their loading, failure and empty states. */
export function OpportunityGrid({ items, isPending, error, onRetry, empty, placeholders, cols = LIST_COLS, shelf = false }: OpportunityGridProps) {
  const path = useGroupPath();
  const className = shelf ? shelfClasses.shelf : undefined;
  if (error && items.length === 0) {
    return (
      <Alert color="red" role="alert" title="Could not load the opportunities">
        {error.message}
        {onRetry && (
          <Button variant="light" size="xs" mt="sm" display="block" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Loading>
        <SimpleGrid cols={cols} className={className}>
          {Array.from({ length: placeholders }, (_, i) => (
            <OpportunityCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      </Loading>
    );
  }
  if (items.length === 0) return <EmptyState compact={shelf} {...empty} />;
  return (
    <SimpleGrid cols={cols} className={className} data-testid="opportunity-list">
      {items.map((post) => (
        <OpportunityCard key={post.id} post={post} to={path(`opportunities/${post.id}`)} />
      ))}
    </SimpleGrid>
  );
}
