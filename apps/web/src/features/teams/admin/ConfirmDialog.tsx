import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The warning, first (the spec's words where it has them). */
  message: string;
  /** What exactly happens, under the warning. */
  detail?: ReactNode;
  confirmLabel: string;
  dismissLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A destructive action's question (Cancel an invite, 'Delete Team User'): the two buttons say what each does, so
 * that 'Cancel' is never both the action and the way out.
 */
export function ConfirmDialog({ opened, title, message, detail, confirmLabel, dismissLabel, loading = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <Text fw={600}>{message}</Text>
        {detail && (
          <Text size="sm" c="dimmed" component="div">
            {detail}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {dismissLabel}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
