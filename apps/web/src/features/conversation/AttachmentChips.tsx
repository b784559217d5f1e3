import { CloseButton, Group, Loader, Text } from '@mantine/core';
import { formatFileSize } from '../../lib/file-size';
import type { PendingFile } from './attachments';
import { MESSAGES_TEXT } from './texts';
import classes from './Thread.module.css';

/** The composer's files: name, size, whether it is uploading, ready or refused (and why), and a remove button. */
export function AttachmentChips({ files, onRemove }: { files: readonly PendingFile[]; onRemove: (key: number) => void }) {
  if (files.length === 0) return null;
  return (
    <ul className={classes.chips} aria-label={MESSAGES_TEXT.attachedFiles}>
      {files.map((f) => (
        <li key={f.key} className={classes.chip} data-state={f.state} data-testid="attachment-chip">
          <Group gap={6} wrap="nowrap" align="center">
            {f.state === 'uploading' && <Loader size={14} aria-hidden="true" />}
            <div className={classes.chipText}>
              <Text size="sm" fw={600} truncate="end" title={f.name}>
                {f.name}
              </Text>
              <Text size="xs" c={f.state === 'failed' ? 'red.8' : 'dimmed'} role={f.state === 'failed' ? 'alert' : undefined}>
                {f.state === 'failed' ? f.error : `${formatFileSize(f.size)} · ${f.state === 'uploading' ? MESSAGES_TEXT.uploading : MESSAGES_TEXT.uploaded}`}
              </Text>
            </div>
            <CloseButton size="sm" aria-label={MESSAGES_TEXT.removeFile(f.name)} onClick={() => onRemove(f.key)} />
          </Group>
        </li>
      ))}
    </ul>
  );
}
