import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

interface EntryNameProps {
  name: string;
  pending: boolean;
  onRename: (name: string, done: () => void) => void;
}

/** The entry's name, renamed in place: 'Rename' turns it into a field; Enter or 'Save' saves, Escape cancels. */
export function EntryName({ name, pending, onRename }: EntryNameProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <Group gap={6} wrap="nowrap">
        <Text>{name}</Text>
        <ActionIcon variant="subtle" size="md" aria-label={`Rename ${name}`} onClick={() => setDraft(name)}>
          ✎
        </ActionIcon>
      </Group>
    );
  }
  const save = () => {
    const next = draft.trim();
    if (!next || next === name) return setDraft(null);
    onRename(next, () => setDraft(null));
  };
  return (
    <Group gap={6} wrap="nowrap">
      <TextInput
        size="xs"
        aria-label={`New name for ${name}`}
        value={draft}
        autoFocus
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <Button size="xs" loading={pending} onClick={save}>
        Save
      </Button>
      <Button size="xs" variant="subtle" onClick={() => setDraft(null)}>
        Cancel
      </Button>
    </Group>
  );
}
