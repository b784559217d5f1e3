import { Button, Group, Stack, Text } from '@mantine/core';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import classes from './HistorySection.module.css';

export interface HistoryItemProps {
  title: string;
  subtitle?: string | null;
  period: string;
  description: string;
  /** Edit and Remove, in editable mode. */
  actions?: { label: string; confirm: string; removing: boolean; onEdit: () => void; onRemove: () => void };
}

/** One row of a history list: what, where, when, and its description; Edit and Remove when editable. */
export function HistoryItem({ title, subtitle, period, description, actions }: HistoryItemProps) {
  return (
    <Stack gap={4} className={classes.item} component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Text fw={700} className={classes.title}>
            {title}
          </Text>
          {subtitle && <Text size="sm" className={classes.title}>{subtitle}</Text>}
          <Text size="sm" c="dimmed">
            {period}
          </Text>
        </div>
        {actions && (
          <Group gap="xs">
            <Button variant="light" size="xs" onClick={actions.onEdit} aria-label={`Edit ${actions.label}`}>
              Edit
            </Button>
            <ConfirmButton
              variant="subtle"
              color="red"
              size="xs"
              aria-label={`Remove ${actions.label}`}
              message={actions.confirm}
              confirmLabel="Remove"
              loading={actions.removing}
              onConfirm={actions.onRemove}
            >
              Remove
            </ConfirmButton>
          </Group>
        )}
      </Group>
      <Text size="sm" className={classes.description}>
        {description}
      </Text>
    </Stack>
  );
}
