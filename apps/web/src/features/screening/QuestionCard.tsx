import { ActionIcon, Badge, Checkbox, Group, NumberInput, Paper, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  SCREENING_ANSWER_MAX, SCREENING_KIND_LABELS, SCREENING_KINDS, SCREENING_MSG, SCREENING_NUMBER_MAX, YES_NO_ANSWERS, YES_NO_LABELS,
  type ScreeningKind, type YesNoAnswer,
} from '@mp/domain';
import { ChoiceOptions } from './ChoiceOptions';
import { edits, type QuestionDraft, type ScreeningDraft, type ScreeningErrors } from './draft';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from './icons';

const KIND_OPTIONS = SCREENING_KINDS.map((k) => ({ value: k, label: SCREENING_KIND_LABELS[k] }));
/** A yes/no question that is not a must-have may prefer neither answer. */
const EITHER = 'EITHER';

export interface QuestionCardProps {
  index: number;
  count: number;
  question: QuestionDraft;
  errors: ScreeningErrors;
  edit: (change: (draft: ScreeningDraft) => ScreeningDraft) => void;
}

/** What meets a yes/no question: the answer it needs (a must-have), or the one the team prefers, or either. */
function YesNoCriterion({ index: i, question: q, errors, edit }: QuestionCardProps) {
  const error = errors[`questions.${i}.required_answer`];
  // Marked invalid on the radios themselves, so that a refused save takes the focus there (the group has no input).
  const invalid = error ? true : undefined;
  return (
    <Radio.Group
      label={q.must_have ? 'The answer it needs' : 'The answer you prefer'}
      withAsterisk={q.must_have}
      value={q.required_answer ?? EITHER}
      onChange={(v) => edit(edits.set(i, { required_answer: v === EITHER ? null : (v as YesNoAnswer) }))}
      error={error}
    >
      <Group mt={6} gap="lg">
        {YES_NO_ANSWERS.map((a) => (
          <Radio key={a} value={a} label={YES_NO_LABELS[a]} aria-invalid={invalid} />
        ))}
        {!q.must_have && <Radio value={EITHER} label="Either" aria-invalid={invalid} />}
      </Group>
    </Radio.Group>
  );
}

/** What meets a number question: the least answer (required for a must-have). */
function NumberCriterion({ index: i, question: q, errors, edit }: QuestionCardProps) {
  return (
    <NumberInput
      label={q.must_have ? 'Minimum' : 'Minimum (optional)'}
      description="The least answer that meets it, such as years of experience"
      withAsterisk={q.must_have}
      min={0}
      max={SCREENING_NUMBER_MAX}
      decimalScale={2}
      allowNegative={false}
      thousandSeparator=","
      styles={{ wrapper: { maxWidth: 240 } }}
      value={q.minimum}
      onChange={(v) => edit(edits.set(i, { minimum: v }))}
      error={errors[`questions.${i}.minimum`]}
    />
  );
}

/** The buttons that order and remove a question, each naming it (read out of context by a screen reader). */
function QuestionTools({ index: i, count, edit }: Pick<QuestionCardProps, 'index' | 'count' | 'edit'>) {
  const n = i + 1;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Move question ${n} up`} disabled={i === 0} onClick={() => edit(edits.move(i, -1))}>
        <ArrowUpIcon size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={`Move question ${n} down`}
        disabled={i === count - 1}
        onClick={() => edit(edits.move(i, 1))}
      >
        <ArrowDownIcon size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove question ${n}`} onClick={() => edit(edits.remove(i))}>
        <TrashIcon size={18} />
      </ActionIcon>
    </Group>
  );
}

/** One question of the posting form: its kind, words, must-have mark and what meets it, with its tools. */
export function QuestionCard(props: QuestionCardProps) {
  const { index: i, question: q, errors, edit } = props;
  const titleId = `screening-question-${q.key}`;
  return (
    <Paper component="li" withBorder p={{ base: 'sm', sm: 'md' }} aria-labelledby={titleId} data-testid="screening-question">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs">
            <Text fw={700} id={titleId}>
              Question {i + 1}
            </Text>
            {q.must_have && (
              <Badge size="sm" color="orange" variant="light">
                {SCREENING_MSG.mustHave}
              </Badge>
            )}
          </Group>
          <QuestionTools index={i} count={props.count} edit={edit} />
        </Group>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Select
            label="Kind"
            data={KIND_OPTIONS}
            allowDeselect={false}
            w={{ base: '100%', xs: 180 }}
            value={q.kind}
            onChange={(v) => v && edit(edits.kind(i, v as ScreeningKind))}
            error={errors[`questions.${i}.kind`]}
          />
          <TextInput
            label="Question"
            withAsterisk
            style={{ flex: '1 1 240px' }}
            value={q.text}
            onChange={(e) => edit(edits.set(i, { text: e.currentTarget.value }))}
            error={errors[`questions.${i}.text`]}
          />
        </Group>
        <Checkbox
          label="Must-have"
          checked={q.must_have}
          onChange={(e) => edit(edits.set(i, { must_have: e.currentTarget.checked }))}
        />
        {q.kind === 'YES_NO' && <YesNoCriterion {...props} />}
        {q.kind === 'NUMBER' && <NumberCriterion {...props} />}
        {q.kind === 'CHOICE' && <ChoiceOptions index={i} question={q} errors={errors} edit={edit} />}
        {q.kind === 'TEXT' && (
          <Text size="sm" c="dimmed">
            Applicants write up to {SCREENING_ANSWER_MAX} characters.{' '}
            {q.must_have ? 'As a must-have it needs an answer; what it says is yours to judge.' : 'They may leave it empty.'}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
