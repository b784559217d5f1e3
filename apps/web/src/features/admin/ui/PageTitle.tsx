import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A console page's heading, with its main actions on the right (wrapping under it on phones). */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="md" gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children && <Group gap="xs">{children}</Group>}
    </Group>
  );
}
