import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface HistoryModalProps {
  opened: boolean;
  title: string;
  saving: boolean;
  onClose: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The frame of the education and experience modals: the fields, then Cancel and Save. */
export function HistoryModal({ opened, title, saving, onClose, onSubmit, children }: HistoryModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg" fullScreen={false}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
