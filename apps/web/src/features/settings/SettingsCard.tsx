import { Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Skeletons';

/** The frame of a settings page: its h1, a line of explanation, and the settings in a card. */
export function SettingsCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" mt="xs">
            {intro}
          </Text>
        </div>
        <Paper withBorder p="lg" radius="lg">
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}

/** While the settings load: the shape of a few switches. */
export function SettingsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Loading>
      <Stack gap="lg">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} height={28} width={`${70 - i * 10}%`} />
        ))}
      </Stack>
    </Loading>
  );
}

export function SettingsError({ retry }: { retry: () => void }) {
  return <EmptyState title="Something went wrong." description="Your settings could not be loaded." action={{ label: 'Try again', onClick: retry }} />;
}
