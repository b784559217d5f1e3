import { Alert, Badge, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { SCREENING_ANSWER_MAX, SCREENING_MSG, YES_NO_ANSWERS, YES_NO_LABELS } from '@mp/domain';
import type { ReactNode } from 'react';
import { CountedTextarea } from '../../ui/CountedTextarea';
import type { TypedAnswers } from './answers';
import type { SeekerQuestion, SeekerScreening } from './documents';

interface ApplyQuestionsProps {
  screening: SeekerScreening;
  company: string;
  values: TypedAnswers;
  errors: Readonly<Record<string, string>>;
  /** A message about the questions as a whole (they changed since the page was read). */
  notice?: string | null;
  onChange: (questionId: string, value: string) => void;
}

/** The question's words, with 'Must-have' beside a must-have (in its accessible name too), wrapping as text does. */
function QuestionLabel({ q }: { q: SeekerQuestion }) {
  const optional = q.kind === 'TEXT' && !q.must_have;
  return (
    <>
      {q.text}
      {optional ? ' (optional)' : ''}
      {q.must_have && (
        <>
          {' '}
          <Badge size="sm" color="orange" variant="light" component="span" style={{ verticalAlign: 'text-bottom' }}>
            {SCREENING_MSG.mustHave}
          </Badge>
        </>
      )}
    </>
  );
}

/** The input of one question's kind: Yes or No, a number, one of the options, or a short text. */
function AnswerField({ q, value, error, onChange }: { q: SeekerQuestion; value: string; error?: string; onChange: (value: string) => void }) {
  const label: ReactNode = <QuestionLabel q={q} />;
  const required = !(q.kind === 'TEXT' && !q.must_have);
  switch (q.kind) {
    case 'YES_NO':
      return (
        <Radio.Group label={label} withAsterisk={required} value={value || null} onChange={onChange} error={error}>
          <Group mt={6} gap="lg">
            {YES_NO_ANSWERS.map((a) => (
              <Radio key={a} value={a} label={YES_NO_LABELS[a]} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'NUMBER':
      return (
        <TextInput
          label={label}
          withAsterisk={required}
          description="A number, such as 3 or 2.5"
          inputMode="decimal"
          styles={{ wrapper: { maxWidth: 240 } }}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
        />
      );
    case 'CHOICE':
      return (
        <Radio.Group label={label} withAsterisk={required} value={value || null} onChange={onChange} error={error}>
          <Stack mt={6} gap={8}>
            {q.options.map((o) => (
              <Radio key={o} value={o} label={o} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'TEXT':
      return (
        <CountedTextarea
          label={label}
          withAsterisk={required}
          minRows={2}
          maxRows={6}
          max={SCREENING_ANSWER_MAX}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
        />
      );
  }
}

/**
 * The apply step's screening questions: which are must-haves is said before the first (and beside each), with the
 * post's auto-decline when it is on; what meets a must-have is the employer's and is never shown.
 */
export function ApplyQuestions({ screening, company, values, errors, notice, onChange }: ApplyQuestionsProps) {
  const { questions } = screening;
  const mustHaves = questions.filter((q) => q.must_have).length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="screening-questions-title" data-testid="apply-questions">
      <Stack gap={4}>
        <Title order={3} size="h5" id="screening-questions-title">
          {company} asks {questions.length === 1 ? 'one question' : `${questions.length} questions`}
        </Title>
        {mustHaves > 0 && (
          <Text size="sm" data-testid="must-have-notice">
            {mustHaves === 1 ? 'The question marked Must-have needs' : `The ${mustHaves} questions marked Must-have need`} a particular answer
            for your application to be considered.
            {screening.auto_decline ? ` ${SCREENING_MSG.autoDeclineNotice}` : ''}
          </Text>
        )}
      </Stack>
      {notice && (
        <Alert color="yellow" role="alert">
          {notice}
        </Alert>
      )}
      {questions.map((q) => (
        <div key={q.id} data-question-error={errors[q.id] ? '' : undefined}>
          <AnswerField q={q} value={values[q.id] ?? ''} error={errors[q.id]} onChange={(v) => onChange(q.id, v)} />
        </div>
      ))}
    </Stack>
  );
}
