import { Alert, Button, Menu, Stack, Switch, Text } from '@mantine/core';
import { AUTO_DECLINE_HOURS, SCREENING_KIND_LABELS, SCREENING_KINDS, SCREENING_QUESTIONS_MAX } from '@mp/domain';
import { ChevronDownIcon } from '../../ui/icons';
import { edits } from './draft';
import type { ScreeningDraftApi } from './hooks';
import { PlusIcon } from './icons';
import { QuestionCard } from './QuestionCard';

interface Props {
  screening: ScreeningDraftApi;
  /** Editing a post: answers already given stay as they were asked. */
  editing?: boolean;
}

/** 'Add a question', of one of the four kinds; none beyond ten. */
function AddQuestion({ screening, count }: { screening: ScreeningDraftApi; count: number }) {
  const full = count >= SCREENING_QUESTIONS_MAX;
  return (
    <Stack gap={4} align="flex-start">
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="light" leftSection={<PlusIcon size={16} />} rightSection={<ChevronDownIcon size={16} />} disabled={full}>
            Add a question
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {SCREENING_KINDS.map((kind) => (
            <Menu.Item key={kind} onClick={() => screening.edit(edits.add(kind))}>
              {SCREENING_KIND_LABELS[kind]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Text size="xs" c="dimmed">
        {full ? `You have ${SCREENING_QUESTIONS_MAX} questions, the most a post can ask.` : `${count} of ${SCREENING_QUESTIONS_MAX} questions`}
      </Text>
    </Stack>
  );
}

/**
 * The posting form's screening questions: up to ten, of four kinds, each optionally a must-have with what meets it,
 * ordered and removed in place; and the switch that declines applications missing a must-have a day after they
 * are sent.
 */
export function ScreeningQuestionsEditor({ screening, editing }: Props) {
  const { draft, errors, edit } = screening;
  const questions = draft.questions;
  return (
    <Stack gap="md" data-testid="screening-editor">
      <Text size="sm" c="dimmed">
        Ask up to {SCREENING_QUESTIONS_MAX} questions when people apply. An answer other than the one a must-have needs misses it: applicants
        see which questions are must-haves, never the answers that meet them.
        {editing ? ' Changes apply to new applications: answers already given stay as they were asked.' : ''}
      </Text>
      {errors.questions && (
        <Alert color="red" role="alert">
          {errors.questions}
        </Alert>
      )}
      {questions.length === 0 ? (
        <Text size="sm" data-testid="screening-empty">
          No questions: people apply with their profile and an optional message.
        </Text>
      ) : (
        <Stack component="ol" gap="sm" aria-label="Screening questions" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {questions.map((q, i) => (
            <QuestionCard key={q.key} index={i} count={questions.length} question={q} errors={errors} edit={edit} />
          ))}
        </Stack>
      )}
      <AddQuestion screening={screening} count={questions.length} />
      <Switch
        label="Decline automatically the applications that miss a must-have"
        description={`${AUTO_DECLINE_HOURS} hours after they are sent, so it never reads as instant, with the usual Not selected email, unless your team moves them on first. For applications sent while it is on; applicants are told when they apply.`}
        checked={draft.autoDecline}
        onChange={(e) => edit(edits.autoDecline(e.currentTarget.checked))}
        error={errors.autoDecline}
      />
    </Stack>
  );
}
