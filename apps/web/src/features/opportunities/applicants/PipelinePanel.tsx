import { Alert, Badge, Button, Drawer, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { applicationNoteSchema, formatDateTime, PIPELINE_MSG, PIPELINE_STATUS_LABELS, STATUS_CHANGE_CAUSE_TEXT } from '@mp/domain';
import { useState } from 'react';
import { toastError } from '../../../lib/toast';
import { useAddNote, useApplicationPipeline } from './pipeline-hooks';
import { NoteField, NoteItem, authorOf } from './NoteItem';
import { useSubmission } from '../../../app/submission';
import { reasonToShow } from '../../../app/error-reason';
import { ThreadView } from '../../conversation';
import { ScreeningAnswers } from '../../screening';
import { InterviewsPanel } from '../../interviews';

/** The note box: one note per submission (its idempotency key), the button busy while it is sent. */
function NoteForm({ applicationId }: { applicationId: string }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddNote(applicationId);
  const submission = useSubmission();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = applicationNoteSchema.safeParse({ body });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? PIPELINE_MSG.noteEmpty);
    const idempotencyKey = submission.begin(checked.data);
    if (!idempotencyKey) return;
    add.mutate(
      { body: checked.data.body, idempotencyKey },
      {
        onSuccess: () => {
          submission.succeeded();
          setBody('');
          setError(null);
        },
        onError: (err) => {
          submission.failed(err);
          const message = reasonToShow(err) ?? 'Could not add the note. Try again.';
          setError(message);
          toastError(message);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <NoteField
          label="Add a note"
          value={body}
          error={error}
          onChange={(value) => {
            setBody(value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending} disabled={add.isPending}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export type PanelTab = 'notes' | 'messages' | 'interviews';
const PANEL_TABS: readonly PanelTab[] = ['notes', 'messages', 'interviews'];

interface PipelinePanelProps {
  applicationId: string | null;
  name: string;
  tab: PanelTab;
  onTab: (tab: PanelTab) => void;
  onClose: () => void;
}

/**
 * One applicant's drawer for the team, in three tabs: the pipeline (the status, the team's notes and the history of
 * changes, read-only while the post is closed; the applicant never sees any of it) and the conversation with the
 * applicant (mounted only while its tab is open: it polls and marks the thread read only while it is seen), and the
 * interviews (proposing times, the booked one, the timeline).
 */
export function PipelinePanel({ applicationId, name, tab, onTab, onClose }: PipelinePanelProps) {
  return (
    <Drawer opened={applicationId !== null} onClose={onClose} position="right" size="lg" title={<Title order={2} size="h3">{name}</Title>}>
      <Tabs value={tab} onChange={(value) => onTab(PANEL_TABS.find((t) => t === value) ?? 'notes')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="notes">Notes and history</Tabs.Tab>
          <Tabs.Tab value="messages">Messages</Tabs.Tab>
          <Tabs.Tab value="interviews">Interviews</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="notes">{applicationId && <PipelineNotes applicationId={applicationId} />}</Tabs.Panel>
        <Tabs.Panel value="messages">
          {applicationId && <ThreadView key={applicationId} applicationId={applicationId} />}
        </Tabs.Panel>
        <Tabs.Panel value="interviews">{applicationId && <InterviewsPanel key={applicationId} applicationId={applicationId} headingOrder={3} />}</Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}

/** The status, the applicant's message, the team's notes and the history. */
function PipelineNotes({ applicationId }: { applicationId: string }) {
  const pipeline = useApplicationPipeline(applicationId);
  const p = pipeline.data;
  return (
    <>
      {pipeline.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading notes and history">
          <Skeleton height={20} width="40%" />
          <Skeleton height={60} />
          <Skeleton height={60} />
        </Stack>
      ) : pipeline.isError || !p ? (
        <Alert color="red" role="alert" title="Could not get the notes">
          <Button size="xs" variant="white" color="red" onClick={() => void pipeline.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Stack gap="lg">
          <Group gap="xs">
            <Text size="sm">Status</Text>
            <Badge variant="light">{PIPELINE_STATUS_LABELS[p.status]}</Badge>
            <Text size="xs" c="dimmed">
              since {formatDateTime(p.status_changed_at)}
            </Text>
          </Group>
          {p.message && (
            <Stack gap={4} component="section" aria-label="Their message">
              <Text size="sm" fw={600}>
                Their message
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="applicant-message">
                {p.message}
              </Text>
            </Stack>
          )}
          <ScreeningAnswers answers={p.screening_answers} meetsMustHaves={p.meets_must_haves} autoDeclineAt={p.auto_decline_at} />
          {p.read_only && (
            <Alert color="gray" title="Read-only">
              This post is closed. Restore it to change statuses or add notes.
            </Alert>
          )}
          <Stack gap="xs" component="section" aria-labelledby="notes-heading">
            <Title order={3} size="h5" id="notes-heading">
              Team notes
            </Title>
            <Text size="xs" c="dimmed">
              Only your team sees these.
            </Text>
            {p.notes.length === 0 ? (
              <Text size="sm" c="dimmed">
                No notes yet.
              </Text>
            ) : (
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {p.notes.map((n) => (
                  <NoteItem key={n.id} applicationId={applicationId} note={n} readOnly={p.read_only} />
                ))}
              </Stack>
            )}
            {!p.read_only && <NoteForm applicationId={applicationId} />}
          </Stack>
          <Stack gap="xs" component="section" aria-labelledby="history-heading">
            <Title order={3} size="h5" id="history-heading">
              History
            </Title>
            {p.history.length === 0 ? (
              <Text size="sm" c="dimmed">
                No changes yet: the application is as it arrived.
              </Text>
            ) : (
              <Stack gap={6} component="ol" style={{ margin: 0, paddingLeft: '1.2em' }}>
                {p.history.map((h) => (
                  <li key={h.id}>
                    <Text size="sm">
                      {PIPELINE_STATUS_LABELS[h.from_status]} → {PIPELINE_STATUS_LABELS[h.to_status]}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {h.cause ? STATUS_CHANGE_CAUSE_TEXT[h.cause] : authorOf(h.author_name)} · {formatDateTime(h.created_at)}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        </Stack>
      )}
    </>
  );
}
