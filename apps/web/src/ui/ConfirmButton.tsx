import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

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

/** A button that asks first: the action runs only after the dialog's confirm button. */
export function ConfirmButton({ children, message, confirmLabel, title = 'Please confirm', loading, onConfirm, ...button }: ConfirmButtonProps) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button {...button} loading={loading} onClick={dialog.open}>
        {children}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={title}
        message={message}
        confirmLabel={confirmLabel ?? children}
        color={button.color ?? 'red'}
        onClose={dialog.close}
        onConfirm={() => {
          dialog.close();
          onConfirm();
        }}
      />
    </>
  );
}
