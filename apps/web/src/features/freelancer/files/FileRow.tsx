import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@mp/domain';
import type { ReactNode } from 'react';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { formatFileSize } from './format';
import classes from './FilesPanel.module.css';

export interface FileRowProps {
  /** What the row is called: the document's name, or the CV's file name. */
  title: string;
  fileName: string;
  size: number;
  createdAt: string;
  downloadUrl: string | null;
  active?: boolean;
  confirm: string;
  removing: boolean;
  onRemove: () => void;
}

/** One stored file: its name (a download link), size and date, the active mark for a CV, and Remove (asks first). */
export function FileRow({ title, fileName, size, createdAt, downloadUrl, active, confirm, removing, onRemove }: FileRowProps) {
  return (
    <Group component="li" className={classes.item} justify="space-between" wrap="wrap" gap="xs" align="center">
      <Stack gap={2} className={classes.main}>
        <Group gap="xs" wrap="wrap">
          {downloadUrl ? (
            <Anchor href={downloadUrl} download={fileName} fw={600} className={classes.name}>
              {title}
            </Anchor>
          ) : (
            <Text fw={600} className={classes.name}>
              {title}
            </Text>
          )}
          {active && (
            <Badge variant="light" size="sm">
              Active
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" className={classes.name}>
          {title !== fileName ? `${fileName} · ` : ''}
          {formatFileSize(size)} · {formatDate(createdAt)}
        </Text>
      </Stack>
      <ConfirmButton
        variant="subtle"
        color="red"
        size="xs"
        aria-label={`Remove ${title}`}
        message={confirm}
        confirmLabel="Remove"
        loading={removing}
        onConfirm={onRemove}
      >
        Remove
      </ConfirmButton>
    </Group>
  );
}

interface FileListProps {
  /** The list's accessible name ('Your CVs'). */
  label: string;
  /** The files could not be read: an alert with this title instead of the list. */
  failed: boolean;
  failedTitle: string;
  /** What shows when there is no file. */
  empty: ReactNode;
  /** A CV (named by its file) or a document (by its own name). */
  rows: readonly { id: string; name?: string; file_name: string; size: number; created_at: string; download_url: string | null; active?: boolean }[];
  /** Remove's question. */
  confirm: string;
  /** The panel's remove mutation (its variables are the row's id). */
  remove: { isPending: boolean; variables?: string; mutate: (id: string) => void };
}

/** The stored files of a panel, newest first: the failure alert, the empty state, or the rows with Remove. */
export function FileList({ label, failed, failedTitle, empty, rows, confirm, remove }: FileListProps) {
  if (failed) {
    return (
      <Alert color="red" title={failedTitle}>
        Please try again later.
      </Alert>
    );
  }
  if (rows.length === 0) return empty;
  return (
    <ul className={classes.list} aria-label={label}>
      {rows.map((row) => (
        <FileRow
          key={row.id}
          title={row.name ?? row.file_name}
          fileName={row.file_name}
          size={row.size}
          createdAt={row.created_at}
          downloadUrl={row.download_url}
          active={row.active}
          confirm={confirm}
          removing={remove.isPending && remove.variables === row.id}
          onRemove={() => remove.mutate(row.id)}
        />
      ))}
    </ul>
  );
}
