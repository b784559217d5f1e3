import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, SCREENING_MSG } from '@mp/domain';
import { answerText, criterionText, markOf, type AnswerMark } from './answer-values';
import type { ScreeningAnswer } from './documents';
import classes from './ScreeningAnswers.module.css';
import { SCREENING_TEXT } from './texts';

const MARKS: Record<Exclude<AnswerMark, null>, { label: string; color: string; variant: 'filled' | 'light' }> = {
  misses: { label: SCREENING_TEXT.misses, color: 'red', variant: 'filled' },
  meets: { label: 'Meets it', color: 'teal', variant: 'light' },
  other: { label: 'Not the answer you prefer', color: 'gray', variant: 'light' },
  preferred: { label: 'The answer you prefer', color: 'teal', variant: 'light' },
};

function AnswerItem({ answer }: { answer: ScreeningAnswer }) {
  const q = answer.question;
  const mark = markOf(answer);
  const text = answerText(answer);
  const criterion = criterionText(q);
  return (
    <li className={classes.item} data-mark={mark ?? undefined} data-testid="screening-answer">
      <Stack gap={4}>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600}>
            {q.text}
          </Text>
          {q.must_have && (
            <Badge size="xs" color="orange" variant="light">
              {SCREENING_MSG.mustHave}
            </Badge>
          )}
        </Group>
        {text === null ? (
          <Text size="sm" c="dimmed" fs="italic">
            Left empty
          </Text>
        ) : (
          <Text size="sm" className={classes.value}>
            {text}
          </Text>
        )}
        {(mark || criterion) && (
          <Group gap={8} wrap="wrap">
            {mark && (
              <Badge size="sm" color={MARKS[mark].color} variant={MARKS[mark].variant}>
                {MARKS[mark].label}
              </Badge>
            )}
            {criterion && (
              <Text size="xs" c="dimmed">
                {criterion}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </li>
  );
}

interface ScreeningAnswersProps {
  answers: readonly ScreeningAnswer[];
  meetsMustHaves: boolean;
  /** When it moves to Not selected for a missed must-have (the drawer only). */
  autoDeclineAt?: string | null;
  titleOrder?: 2 | 3;
}

/**
 * An applicant's screening answers for the team, as the questions were asked: a missed must-have stands out (a red
 * mark and edge), with when auto-decline will move the application; nothing when the post asked no questions.
 */
export function ScreeningAnswers({ answers, meetsMustHaves, autoDeclineAt, titleOrder = 3 }: ScreeningAnswersProps) {
  if (answers.length === 0) return null;
  const anyMustHave = answers.some((a) => a.question.must_have);
  return (
    <Stack gap="xs" component="section" aria-labelledby="screening-answers-title" data-testid="screening-answers">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Title order={titleOrder} size="h5" id="screening-answers-title">
          Screening answers
        </Title>
        {anyMustHave && (
          <Badge color={meetsMustHaves ? 'teal' : 'red'} variant={meetsMustHaves ? 'light' : 'filled'} data-testid="must-have-summary">
            {meetsMustHaves ? SCREENING_TEXT.meets : SCREENING_TEXT.misses}
          </Badge>
        )}
      </Group>
      {autoDeclineAt && (
        <Text size="sm" c="red.8" data-testid="auto-decline-at">
          Moves to Not selected on {formatDateTime(autoDeclineAt)}, unless your team moves it on first.
        </Text>
      )}
      <Stack component="ul" gap="xs" className={classes.list}>
        {answers.map((a) => (
          <AnswerItem key={a.question.id} answer={a} />
        ))}
      </Stack>
    </Stack>
  );
}
