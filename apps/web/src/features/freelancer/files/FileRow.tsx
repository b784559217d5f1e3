import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@mp/domain';
import { ConfirmButton } from '../../admin/ui/ConfirmButton';
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
