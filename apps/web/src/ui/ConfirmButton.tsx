import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  children: ReactNode;
  /** The question in the dialog. */
  message: ReactNode;
  /** The dialog's confirm label (defaults to the button's own text). */
  confirmLabel?: string;
  title?: string;
  loading?: boolean;
  onConfirm: () => void;
}

/** A button that asks first: the action runs only after 'Confirm' in a dialog. */
export function ConfirmButton({ children, message, confirmLabel, title = 'Please confirm', loading, onConfirm, ...button }: ConfirmButtonProps) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button {...button} loading={loading} onClick={dialog.open}>
        {children}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={title} centered>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={dialog.close}>
            Cancel
          </Button>
          <Button
            color={button.color ?? 'red'}
            onClick={() => {
              dialog.close();
              onConfirm();
            }}
          >
            {confirmLabel ?? children}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
