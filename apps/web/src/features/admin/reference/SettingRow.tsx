import { Button, Code, Group, Table, Text, Textarea } from '@mantine/core';
import { SECRET_SETTING_PREFIX } from '@mp/domain';
import { useState } from 'react';

interface SettingRowProps {
  settingKey: string;
  value: string;
  pending: boolean;
  onSave: (value: string, done: () => void) => void;
}

/** One setting: its value, edited in place. Secret values stay masked until edited. */
export function SettingRow({ settingKey, value, pending, onSave }: SettingRowProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const secret = settingKey.startsWith(SECRET_SETTING_PREFIX);
  return (
    <Table.Tr data-testid="setting-row">
      <Table.Td>
        <Code>{settingKey}</Code>
      </Table.Td>
      <Table.Td>
        {draft === null ? (
          <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{secret ? '••••••••' : value}</Text>
        ) : (
          <Textarea aria-label={`Value of ${settingKey}`} autosize minRows={1} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} />
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {draft === null ? (
            <Button size="xs" variant="default" aria-label={`Edit ${settingKey}`} onClick={() => setDraft(value)}>
              Edit
            </Button>
          ) : (
            <>
              <Button size="xs" loading={pending} onClick={() => onSave(draft, () => setDraft(null))}>
                Save
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setDraft(null)}>
                Cancel
              </Button>
            </>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
