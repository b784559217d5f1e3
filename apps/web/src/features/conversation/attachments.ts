import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MSG, ATTACHMENTS_PER_MESSAGE } from '@mp/domain';
import { useRef, useState } from 'react';
import { reasonToShow } from '../../app/error-reason';
import { postForm } from '../../app/upload';
import type { MessageAttachment } from './documents';
import { MESSAGES_TEXT } from './texts';

/** A file in the composer: uploading, uploaded (its id goes with the message) or refused (why). */
export interface PendingFile {
  key: number;
  name: string;
  size: number;
  state: 'uploading' | 'ready' | 'failed';
  id?: string;
  error?: string;
}

/** POST /api/messages/{applicationId}/attachments: the file stored unsent for the thread, to send with a message. */
async function uploadAttachment(applicationId: string, file: File): Promise<MessageAttachment> {
  const form = new FormData();
  form.append('file', file);
  return postForm<MessageAttachment>(`/api/messages/${encodeURIComponent(applicationId)}/attachments`, form);
}

/**
 * The composer's files: each uploaded as soon as it is chosen, at most ATTACHMENTS_PER_MESSAGE (counting those still
 * uploading; a refused one can be removed to make room). One too large is refused before its upload.
 */
export function useMessageFiles(applicationId: string) {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [limitError, setLimitError] = useState<string | null>(null);
  const next = useRef(0);
  const update = (key: number, change: Partial<PendingFile>) => setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const add = (chosen: readonly File[]) => {
    const room = ATTACHMENTS_PER_MESSAGE - files.filter((f) => f.state !== 'failed').length;
    setLimitError(chosen.length > room ? ATTACHMENT_MSG.tooMany : null);
    const taken = chosen.slice(0, Math.max(0, room)).map((file) => {
      next.current += 1;
      const tooLarge = file.size > ATTACHMENT_MAX_BYTES;
      const pending: PendingFile = { key: next.current, name: file.name, size: file.size, state: tooLarge ? 'failed' : 'uploading', error: tooLarge ? ATTACHMENT_MSG.tooLarge : undefined };
      if (!tooLarge) {
        uploadAttachment(applicationId, file).then(
          (stored) => update(pending.key, { state: 'ready', id: String(stored.id) }),
          (err: unknown) => update(pending.key, { state: 'failed', error: reasonToShow(err) ?? MESSAGES_TEXT.uploadFailed }),
        );
      }
      return pending;
    });
    setFiles((all) => [...all, ...taken]);
  };

  return {
    files,
    limitError,
    add,
    /** Out of the message (an upload still under way is forgotten when it ends; the server removes unsent files). */
    remove: (key: number) => {
      setFiles((all) => all.filter((f) => f.key !== key));
      setLimitError(null);
    },
    clear: () => {
      setFiles([]);
      setLimitError(null);
    },
    uploading: files.some((f) => f.state === 'uploading'),
    full: files.filter((f) => f.state !== 'failed').length >= ATTACHMENTS_PER_MESSAGE,
    readyIds: files.flatMap((f) => (f.state === 'ready' && f.id ? [f.id] : [])),
  };
}
