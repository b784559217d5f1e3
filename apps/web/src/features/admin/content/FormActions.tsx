import { Button, Group } from '@mantine/core';

/** Save and Cancel at the foot of a content form. */
export function FormActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={pending}>
        Save
      </Button>
    </Group>
  );
}
