import { Button, Group, Modal, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question, or the warning first (the spec's words where it has them). */
  message: ReactNode;
  /** What exactly happens, under the warning. */
  detail?: ReactNode;
  confirmLabel: ReactNode;
  /** The way out: 'Cancel', or words of its own where 'Cancel' is the action ('Keep invite'). */
  dismissLabel?: string;
  color?: MantineColor;
  /** The action runs in the dialog: both buttons wait for it. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The question before an action that cannot be taken back: two buttons that each say what they do. */
export function ConfirmDialog({ opened, title, message, detail, confirmLabel, dismissLabel = 'Cancel', color = 'red', loading = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {detail ? (
        <Stack gap="sm">
          <Text fw={600}>{message}</Text>
          <Text size="sm" c="dimmed" component="div">
            {detail}
          </Text>
        </Stack>
      ) : (
        <Text size="sm">{message}</Text>
      )}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {dismissLabel}
        </Button>
        <Button color={color} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
