import { Badge, Button, Drawer, Group, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showServerFieldErrors } from '../../../lib/forms';
import { toastSuccess } from '../../../lib/toast';
import { adminKeys } from '../keys';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { toastActionError } from '../ui/errors';
import { Pager } from '../../../ui/Pager';
import { PageTitle } from '../ui/PageTitle';
import { QueryState } from '../ui/QueryState';
import type { ContentKind, FieldErrorTarget } from './content-kind';
import { ActionsHeader, PINNED_CELL, WideTable } from '../ui/WideTable';

const PAGE_SIZE = 20;

/** A published/draft badge from a record's published_at. */
export function PublishedBadge({ publishedAt }: { publishedAt: string | null }) {
  return publishedAt ? (
    <Badge miw="max-content" color="green" variant="light">
      Published
    </Badge>
  ) : (
    <Badge miw="max-content" color="gray" variant="light">
      Draft
    </Badge>
  );
}

/** A content list with create, edit (in a drawer) and delete (after a confirmation). */
export function ContentPage<Row extends { id: string; published_at: string | null }, Input>({ kind }: { kind: ContentKind<Row, Input> }) {
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 48em)');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 350);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);

  const list = useQuery({
    queryKey: [...adminKeys.content(kind.key), term, page],
    queryFn: () => kind.list({ search: term, page, first: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.content(kind.key) });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: Input }) => (id ? kind.update(id, input) : kind.create(input)),
    onSuccess: () => {
      toastSuccess(`The ${kind.singular} has been saved.`);
      setEditing(null);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => kind.remove(id),
    onSuccess: () => {
      toastSuccess(`The ${kind.singular} has been deleted.`);
      return refresh();
    },
    onError: toastActionError,
  });
  const submit = (input: Input, form: FieldErrorTarget) =>
    save.mutate(
      { id: editing && editing !== 'new' ? editing.id : null, input },
      { onError: (error) => void (showServerFieldErrors(form, error) || toastActionError(error)) },
    );
  const rows = list.data?.rows ?? [];

  return (
    <>
      <PageTitle title={kind.title}>
        <Button onClick={() => setEditing('new')}>New {kind.singular}</Button>
      </PageTitle>
      {kind.searchable && (
        <TextInput
          type="search"
          label="Search"
          placeholder="Part of a title"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          maw={360}
          mb="md"
        />
      )}
      <QueryState query={list}>
        {rows.length === 0 ? (
          <Text c="dimmed">Nothing here yet.</Text>
        ) : (
          <WideTable minWidth={640} pinnedActions label={kind.title}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  {kind.columns.map((c) => (
                    <Table.Th key={c.label}>{c.label}</Table.Th>
                  ))}
                  <Table.Th>Status</Table.Th>
                  <ActionsHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="content-row">
                    {kind.columns.map((c) => (
                      <Table.Td key={c.label}>{c.render(row)}</Table.Td>
                    ))}
                    <Table.Td>
                      <PublishedBadge publishedAt={row.published_at} />
                    </Table.Td>
                    <Table.Td className={PINNED_CELL}>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button size="xs" variant="default" onClick={() => setEditing(row)} aria-label={`Edit ${kind.label(row)}`}>
                          Edit
                        </Button>
                        <ConfirmButton
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${kind.label(row)}`}
                          loading={remove.isPending && remove.variables === row.id}
                          message={`Delete '${kind.label(row)}'? This cannot be undone.`}
                          onConfirm={() => remove.mutate(row.id)}
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
        )}
        {list.data?.info && <Pager page={list.data.info.currentPage} total={list.data.info.total} pageSize={PAGE_SIZE} onPage={setPage} summary="count" mt="md" />}
      </QueryState>
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size={phone ? '100%' : 'xl'}
        title={editing === 'new' ? `New ${kind.singular}` : `Edit ${kind.singular}`}
      >
        {editing !== null && (
          <kind.Form
            key={editing === 'new' ? 'new' : editing.id}
            row={editing === 'new' ? null : editing}
            pending={save.isPending}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Drawer>
    </>
  );
}
