import { Card, Group, SimpleGrid, Skeleton, Stack, VisuallyHidden, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A region that is loading: busy for assistive technology (and for the browser tests, which wait on it). */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>Loading…</VisuallyHidden>
      {children}
    </div>
  );
}

/** The shape of a content card while it loads: cover, a badge and a date, two lines of title. */
export function CardSkeleton({ imageHeight = 160 }: { imageHeight?: number }) {
  return (
    <Card withBorder padding="md" h="100%" aria-hidden="true">
      <Card.Section>
        <Skeleton h={imageHeight} radius={0} />
      </Card.Section>
      <Group justify="space-between" mt="sm">
        <Skeleton h={18} w={64} radius="sm" />
        <Skeleton h={12} w={96} />
      </Group>
      <Stack gap={8} mt="sm">
        <Skeleton h={14} />
        <Skeleton h={14} w="70%" />
      </Stack>
    </Card>
  );
}

/** A grid of card skeletons, laid out like the cards it stands for. */
export function CardGridSkeleton({
  count,
  cols,
  imageHeight,
  className,
}: {
  count: number;
  cols: SimpleGridProps['cols'];
  imageHeight?: number;
  /** The grid's class, so the skeleton is laid out as the cards will be (ContentGrid's shelf). */
  className?: string;
}) {
  return (
    <Loading>
      <SimpleGrid cols={cols} className={className}>
        {Array.from({ length: count }, (_, i) => (
          <CardSkeleton key={i} imageHeight={imageHeight} />
        ))}
      </SimpleGrid>
    </Loading>
  );
}

/** Rows of a list or table while it loads: a header line, then `rows` lines. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Loading>
      <Stack gap="sm" aria-hidden="true">
        <Skeleton h={14} w="40%" />
        {Array.from({ length: rows }, (_, i) => (
          <Group key={i} gap="md" wrap="nowrap">
            <Skeleton h={32} w={32} circle />
            <Skeleton h={14} w={`${55 + ((i * 17) % 35)}%`} />
          </Group>
        ))}
      </Stack>
    </Loading>
  );
}
