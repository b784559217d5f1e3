import { Anchor, Text } from '@mantine/core';
import { formatFileSize } from '../../lib/file-size';
import type { MessageAttachment } from './documents';
import { MESSAGES_TEXT } from './texts';
import classes from './Thread.module.css';

/** A message's files as downloads: the signed link the thread was read with (good for a while, for this reader). */
export function MessageAttachments({ files }: { files: readonly MessageAttachment[] }) {
  if (files.length === 0) return null;
  return (
    <ul className={classes.files} aria-label={MESSAGES_TEXT.attachedFiles}>
      {files.map((f) => (
        <li key={f.id}>
          <Anchor href={f.download_url} download={f.file_name} size="sm" fw={600} className={classes.fileLink} data-testid="attachment-link">
            {f.file_name}
          </Anchor>{' '}
          <Text span size="xs" c="dimmed">
            {formatFileSize(f.size)}
          </Text>
        </li>
      ))}
    </ul>
  );
}
