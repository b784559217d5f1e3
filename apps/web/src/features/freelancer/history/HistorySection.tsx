import { Button, Group, Paper, Skeleton, Stack, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { Loading } from '../../../ui/Skeletons';
import classes from './HistorySection.module.css';

interface HistorySectionProps {
  title: string;
  headingOrder?: TitleOrder;
  /** Shown in editable mode: 'Add experience'. */
  addLabel?: string;
  onAdd?: () => void;
  loading: boolean;
  empty: { title: string; description: string } | null;
  children: ReactNode;
}

/** The frame of the education and experience sections: heading, Add, then the list, its loading or its empty state. */
export function HistorySection({ title, headingOrder = 2, addLabel, onAdd, loading, empty, children }: HistorySectionProps) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={headingOrder} size="h3">
            {title}
          </Title>
          {onAdd && addLabel && (
            <Button size="sm" onClick={onAdd}>
              {addLabel}
            </Button>
          )}
        </Group>
        {loading ? (
          <Loading>
            <Stack gap="sm" aria-hidden="true">
              <Skeleton h={18} w="50%" />
              <Skeleton h={14} w="30%" />
              <Skeleton h={14} />
            </Stack>
          </Loading>
        ) : empty ? (
          <EmptyState compact title={empty.title} description={empty.description} />
        ) : (
          <Stack gap={0} component="ul" className={classes.list}>
            {children}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
