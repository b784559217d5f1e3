import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './EmptyState.module.css';
import { InboxIcon } from './icons';

/** What to do next from an empty list: a page in the app, or a button's handler. */
export type EmptyStateAction = { label: string; to: string } | { label: string; onClick: () => void };

export interface EmptyStateProps {
  /** Says that the list is empty, in the spec's words where it has them. */
  title: string;
  /** One line saying what will appear here, or what to do meanwhile. */
  description?: string;
  action?: EmptyStateAction;
  /** A line icon (ui/icons); an inbox by default. */
  icon?: ReactNode;
  /** Less padding, inside a dashboard block. */
  compact?: boolean;
}

/** The state of a list with nothing in it: an icon, what is (not) here, and what to do next. */
export function EmptyState({ title, description, action, icon, compact = false }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" ta="center" className={classes.root} data-compact={compact || undefined} data-testid="empty-state">
      <ThemeIcon variant="light" size={compact ? 40 : 52} radius="xl" aria-hidden="true">
        {icon ?? <InboxIcon size={compact ? 20 : 24} />}
      </ThemeIcon>
      <Text fw={700} size={compact ? 'sm' : 'md'}>
        {title}
      </Text>
      {description && (
        <Text size="sm" c="dimmed" maw={420}>
          {description}
        </Text>
      )}
      {action &&
        ('to' in action ? (
          <Button component={Link} to={action.to} variant="light" size="sm" mt={4}>
            {action.label}
          </Button>
        ) : (
          <Button variant="light" size="sm" mt={4} onClick={action.onClick}>
            {action.label}
          </Button>
        ))}
    </Stack>
  );
}
