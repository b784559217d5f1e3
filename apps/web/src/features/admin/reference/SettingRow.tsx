import { Button, Code, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { SECRET_SETTING_PREFIX } from '@mp/domain';
import { useState } from 'react';
import { PINNED_CELL } from '../ui/WideTable';

interface SettingRowProps {
  settingKey: string;
  value: string;
  /** A name and a line of help, for the settings the console explains (payments); others show their key only. */
  label?: string;
  help?: string;
  pending: boolean;
  onSave: (value: string, done: () => void) => void;
}

/** One setting: its value, edited in place. Secret values stay masked until edited. */
export function SettingRow({ settingKey, value, label, help, pending, onSave }: SettingRowProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const secret = settingKey.startsWith(SECRET_SETTING_PREFIX);
  const name = label ?? settingKey;
  return (
    <Table.Tr data-testid="setting-row">
      <Table.Td>
        {label ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {label}
            </Text>
            {help && (
              <Text size="xs" c="dimmed">
                {help}
              </Text>
            )}
            <Code w="fit-content" style={{ wordBreak: 'break-all' }}>
              {settingKey}
            </Code>
          </Stack>
        ) : (
          <Code style={{ wordBreak: 'break-all' }}>{settingKey}</Code>
        )}
      </Table.Td>
      <Table.Td>
        {draft === null ? (
          value === '' ? (
            <Text c="dimmed" fs="italic">
              Not set
            </Text>
          ) : (
            <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{secret ? '••••••••' : value}</Text>
          )
        ) : (
          <Textarea aria-label={`Value of ${name}`} autosize minRows={1} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} />
        )}
      </Table.Td>
      <Table.Td className={PINNED_CELL}>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {draft === null ? (
            <Button size="xs" variant="default" aria-label={`Edit ${name}`} onClick={() => setDraft(value)}>
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
