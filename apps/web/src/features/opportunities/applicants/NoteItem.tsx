import { Button, Group, Stack, Text } from '@mantine/core';
import { applicationNoteSchema, formatDateTime, NOTE_MAX, PIPELINE_MSG } from '@mp/domain';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../lib/toast';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { CountedTextarea } from '../../../ui/CountedTextarea';
import { useDeleteNote, useEditNote } from './pipeline-hooks';
import type { ApplicationPipeline } from './pipeline-documents';
import { reasonToShow } from '../../../app/error-reason';

type Note = ApplicationPipeline['notes'][number];

/** Who wrote a note or made a change; a removed account has no name. */
export const authorOf = (name: string | null) => name ?? 'A former team member';

/** Delete, after a confirmation: shown for the viewer's own notes, and every note for a team admin (can_delete). */
function DeleteNote({ applicationId, note }: { applicationId: string; note: Note }) {
  const remove = useDeleteNote(applicationId);
  return (
    <ConfirmButton
      size="compact-xs"
      variant="subtle"
      color="red"
      title="Delete this note?"
      message="The note is removed for everyone in your team. This cannot be undone."
      confirmLabel="Delete note"
      aria-label={`Delete the note by ${authorOf(note.author_name)} of ${formatDateTime(note.created_at)}`}
      loading={remove.isPending}
      disabled={remove.isPending}
      onConfirm={() =>
        remove.mutate(note.id, {
          onSuccess: () => toastSuccess('Note deleted'),
          onError: (err) => toastError(reasonToShow(err) ?? 'Could not delete the note. Try again.'),
        })
      }
    >
      Delete
    </ConfirmButton>
  );
}

/** A note's words, counted to the rule's limit: the box that adds a note and the one that edits it. */
export function NoteField({ label, value, error, onChange, autoFocus }: { label: string; value: string; error: string | null; onChange: (value: string) => void; autoFocus?: boolean }) {
  return (
    <CountedTextarea
      label={label}
      max={NOTE_MAX}
      minRows={3}
      autoFocus={autoFocus}
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** The author's words in place, with the adding rule; Save is busy while it is sent, Cancel keeps the note as it was. */
function EditNoteForm({ applicationId, note, onDone }: { applicationId: string; note: Note; onDone: () => void }) {
  const [body, setBody] = useState(note.body);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditNote(applicationId);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = applicationNoteSchema.safeParse({ body });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? PIPELINE_MSG.noteEmpty);
    edit.mutate(
      { id: note.id, body: checked.data.body },
      {
        onSuccess: () => {
          toastSuccess('Note saved');
          onDone();
        },
        onError: (err) => setError(reasonToShow(err) ?? 'Could not save the note. Try again.'),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <NoteField
          label="Edit the note"
          autoFocus
          value={body}
          error={error}
          onChange={(value) => {
            setBody(value);
            setError(null);
          }}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={edit.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={edit.isPending} disabled={edit.isPending}>
            Save note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * One team note: its words, its author and time ("edited" with when, once changed), Edit for its author and Delete
 * where allowed, neither while the post is closed.
 */
export function NoteItem({ applicationId, note, readOnly }: { applicationId: string | null; note: Note; readOnly: boolean }) {
  const [editing, setEditing] = useState(false);
  if (editing && applicationId) {
    return (
      <li>
        <EditNoteForm applicationId={applicationId} note={note} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note.body}
      </Text>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {authorOf(note.author_name)} · {formatDateTime(note.created_at)}
          {note.edited_at && ` · edited ${formatDateTime(note.edited_at)}`}
        </Text>
        {!readOnly && applicationId && (
          <Group gap={4} wrap="nowrap">
            {note.can_edit && (
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)} aria-label={`Edit your note of ${formatDateTime(note.created_at)}`}>
                Edit
              </Button>
            )}
            {note.can_delete && <DeleteNote applicationId={applicationId} note={note} />}
          </Group>
        )}
      </Group>
    </li>
  );
}
