import { Button, Group, Paper, Skeleton, Stack, Title, type TitleOrder } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { Loading } from '../../../ui/Skeletons';
import { HistoryItem } from './HistoryItem';
import { HistoryModal } from './HistoryModal';
import { useMyHistory, useRemoveHistory } from './hooks';
import type { HistoryKind, HistoryRow } from './kinds';
import classes from './HistorySection.module.css';

export interface HistorySectionProps<Row extends HistoryRow, Values> {
  /** Education or experience (kinds.ts). */
  kind: HistoryKind<Row, Values>;
  /** The signed-in freelancer's own list with Add, Edit and Remove (manage-cv). */
  editable?: boolean;
  /**
   * Read-only mode: the rows to show (a candidate's, from their User record; null when the viewer may not
   * read them). Omitted: the signed-in freelancer's own rows (their profile view).
   */
  items?: readonly Row[] | null;
  headingOrder?: TitleOrder;
}

/**
 * A history section: the heading, Add, then the rows most recent first, their loading or
 * their empty state; in editable mode each row opens the kind's modal.
 */
export function HistorySection<Row extends HistoryRow, Values>({ kind, editable = false, items, headingOrder = 2 }: HistorySectionProps<Row, Values>) {
  const ownRows = items === undefined || editable;
  const own = useMyHistory(ownRows);
  const rows = ownRows ? own.data && kind.own(own.data) : items;
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const remove = useRemoveHistory(kind);
  const empty = editable ? kind.empty.editable : kind.empty.readOnly;

  return (
    <>
      <Paper withBorder p="lg" component="section" aria-label={kind.title}>
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={headingOrder} size="h3">
              {kind.title}
            </Title>
            {editable && (
              <Button size="sm" onClick={() => setEditing('new')}>
                {`Add ${kind.noun}`}
              </Button>
            )}
          </Group>
          {ownRows && own.isPending ? (
            <Loading>
              <Stack gap="sm" aria-hidden="true">
                <Skeleton h={18} w="50%" />
                <Skeleton h={14} w="30%" />
                <Skeleton h={14} />
              </Stack>
            </Loading>
          ) : !rows || rows.length === 0 ? (
            <EmptyState compact title={empty.title} description={empty.description} />
          ) : (
            <Stack gap={0} component="ul" className={classes.list}>
              {rows.map((row) => {
                const { label, ...shown } = kind.item(row);
                const actions = {
                  label,
                  confirm: kind.messages.confirmRemove,
                  removing: remove.isPending && remove.variables === row.id,
                  onEdit: () => setEditing(row),
                  onRemove: () => remove.mutate(row.id),
                };
                return <HistoryItem key={row.id} {...shown} description={row.description} actions={editable ? actions : undefined} />;
              })}
            </Stack>
          )}
        </Stack>
      </Paper>
      {editing !== null && <HistoryModal kind={kind} row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
