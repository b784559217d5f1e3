import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../brand';

/** The product mark; links to the dashboard when signed in, to the login page otherwise. */
export function Logo({ to }: { to: string }) {
  return (
    <UnstyledButton component={Link} to={to} aria-label={`${PRODUCT_NAME} home`}>
      <Group gap={8} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <rect width="28" height="28" rx="8" fill="var(--mantine-primary-color-filled)" />
          <path d="M7 19V9l7 6 7-6v10" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinejoin="round" />
        </svg>
        <Text fw={800} size="lg" visibleFrom="xs">
          {PRODUCT_NAME}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
