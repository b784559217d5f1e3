import { ActionIcon, Badge, Button, Group, Switch, Table, Text } from '@mantine/core';
import type { ReferenceKind } from '@mp/domain';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import type { ReferenceEntry } from './documents';
import { EntryName } from './EntryName';
import { hasField, moved } from './kinds';
import type { useReferenceMutations } from './useReferenceEntries';
import { ActionsHeader, PINNED_CELL, WideTable } from '../ui/WideTable';

interface EntriesTableProps {
  kind: ReferenceKind;
  entries: ReferenceEntry[];
  jobLevels: ReferenceEntry[];
  /** Reordering needs the whole list in view (not a name search): the new order numbers the ids sent. */
  canReorder: boolean;
  mutations: ReturnType<typeof useReferenceMutations>;
}

/** The entries with rename, hide/show, up/down and delete. */
export function EntriesTable({ kind, entries, jobLevels, canReorder, mutations }: EntriesTableProps) {
  const { update, reorder, remove } = mutations;
  const ids = entries.map((e) => e.id);
  const levelName = (id: string | null) => jobLevels.find((l) => l.id === id)?.name ?? '—';
  if (entries.length === 0) return <Text c="dimmed">This list is empty.</Text>;
  return (
    <WideTable minWidth={640} pinnedActions label="Entries">
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>Order</Table.Th>
            <Table.Th>Name</Table.Th>
            {hasField(kind, 'key') && <Table.Th>Key</Table.Th>}
            {hasField(kind, 'code') && <Table.Th>Code</Table.Th>}
            {hasField(kind, 'job_level_id') && <Table.Th>Job level</Table.Th>}
            {hasField(kind, 'software') && <Table.Th>Software</Table.Th>}
            <Table.Th>Shown</Table.Th>
            <ActionsHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, index) => (
            <Table.Tr key={entry.id} data-testid="reference-entry" opacity={entry.hidden ? 0.6 : 1}>
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    size="sm"
                    aria-label={`Move ${entry.name} up`}
                    disabled={!canReorder || index === 0 || reorder.isPending}
                    onClick={() => reorder.mutate(moved(ids, index, -1))}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="sm"
                    aria-label={`Move ${entry.name} down`}
                    disabled={!canReorder || index === entries.length - 1 || reorder.isPending}
                    onClick={() => reorder.mutate(moved(ids, index, 1))}
                  >
                    ↓
                  </ActionIcon>
                </Group>
              </Table.Td>
              <Table.Td>
                <EntryName
                  name={entry.name}
                  pending={update.isPending}
                  onRename={(name, done) => update.mutate({ id: entry.id, input: { name } }, { onSuccess: done })}
                />
              </Table.Td>
              {hasField(kind, 'key') && <Table.Td>{entry.key}</Table.Td>}
              {hasField(kind, 'code') && <Table.Td>{entry.code ?? '—'}</Table.Td>}
              {hasField(kind, 'job_level_id') && <Table.Td>{levelName(entry.job_level_id)}</Table.Td>}
              {hasField(kind, 'software') && (
                <Table.Td>
                  <Switch
                    aria-label={`${entry.name} is software`}
                    checked={entry.software ?? false}
                    onChange={(event) => update.mutate({ id: entry.id, input: { software: event.currentTarget.checked } })}
                  />
                </Table.Td>
              )}
              <Table.Td>{entry.hidden ? <Badge miw="max-content" color="gray">Hidden</Badge> : <Badge miw="max-content" color="green" variant="light">Shown</Badge>}</Table.Td>
              <Table.Td className={PINNED_CELL}>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => update.mutate({ id: entry.id, input: { hidden: !entry.hidden } })}>
                    {entry.hidden ? 'Show' : 'Hide'}
                  </Button>
                  <ConfirmButton
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${entry.name}`}
                    message={`Delete '${entry.name}'? If something still uses it, it is hidden instead.`}
                    onConfirm={() => remove.mutate({ id: entry.id, name: entry.name })}
                  >
                    Delete
                  </ConfirmButton>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}
