import { ActionIcon, Button, Checkbox, Group, Input, Stack, TextInput } from '@mantine/core';
import { SCREENING_OPTIONS_MAX, SCREENING_OPTIONS_MIN } from '@mp/domain';
import { edits, type QuestionDraft, type ScreeningDraft, type ScreeningErrors } from './draft';
import { PlusIcon, TrashIcon } from './icons';

interface ChoiceOptionsProps {
  index: number;
  question: QuestionDraft;
  errors: ScreeningErrors;
  edit: (change: (draft: ScreeningDraft) => ScreeningDraft) => void;
}

/**
 * A one-of-a-list question's options (2 to 10), each with its 'Acceptable' mark: the answers that meet it, at least
 * one for a must-have. Messages: an option's under it, the count's and the marks' under the list.
 */
export function ChoiceOptions({ index: i, question: q, errors, edit }: ChoiceOptionsProps) {
  const n = i + 1;
  const listError = errors[`questions.${i}.options`] ?? errors[`questions.${i}.accepted_options`];
  return (
    <Input.Wrapper
      label="Options"
      withAsterisk
      description={q.must_have ? 'Tick the answers that meet the question (at least one).' : 'Tick the answers you would accept, if any.'}
      error={listError}
      labelElement="div"
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack gap="xs" mt={6} mb={listError ? 6 : 0} role="group" aria-label={`Options of question ${n}`}>
        {q.options.map((o, j) => (
          <Group key={o.key} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={`Question ${n}, option ${j + 1}`}
              placeholder={`Option ${j + 1}`}
              style={{ flex: 1, minWidth: 0 }}
              value={o.text}
              onChange={(e) => edit(edits.setOption(i, j, { text: e.currentTarget.value }))}
              error={errors[`questions.${i}.options.${j}`]}
            />
            <Checkbox
              label="Acceptable"
              aria-label={`Question ${n}, option ${j + 1} is acceptable`}
              mt={8}
              checked={o.accepted}
              onChange={(e) => edit(edits.setOption(i, j, { accepted: e.currentTarget.checked }))}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={2}
              aria-label={`Remove option ${j + 1} of question ${n}`}
              disabled={q.options.length <= SCREENING_OPTIONS_MIN}
              onClick={() => edit(edits.removeOption(i, j))}
            >
              <TrashIcon size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<PlusIcon size={16} />}
            disabled={q.options.length >= SCREENING_OPTIONS_MAX}
            onClick={() => edit(edits.addOption(i))}
          >
            Add an option
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
