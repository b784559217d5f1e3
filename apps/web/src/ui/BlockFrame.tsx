import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A dashboard section: a heading with a 'View all' link to the full page (when there is one), then its cards. */
export function BlockFrame({ title, to, linkLabel, children }: { title: string; to?: string; linkLabel?: string; children: ReactNode }) {
  const id = `block-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={id}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz="h3" id={id}>
            {title}
          </Title>
          {to && (
            <Anchor component={Link} to={to} size="sm" fw={600}>
              {linkLabel}
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
