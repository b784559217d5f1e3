import { Badge, Group, Stack, Text } from '@mantine/core';
import { SCREENING_MSG, type ScreeningKind } from '@mp/domain';
import { answerText } from './answer-values';
import classes from './ScreeningAnswers.module.css';
import { SCREENING_TEXT } from './texts';

export interface OwnAnswer {
  value: string | null;
  question: { id: string; kind: ScreeningKind; text: string; must_have: boolean };
}

/**
 * The applicant's own screening answers where they read their application: read-only, each question as they were
 * asked it, the must-haves marked as they were before applying; never what meets a question. Nothing when none was asked.
 */
export function OwnAnswers({ answers }: { answers: readonly OwnAnswer[] }) {
  if (answers.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby="own-answers-title" data-testid="own-screening-answers">
      <Text size="sm" c="dimmed" id="own-answers-title">
        {SCREENING_TEXT.yourAnswers}
      </Text>
      <Stack gap={6} component="ul" className={classes.list}>
        {answers.map((answer) => {
          const text = answerText(answer);
          return (
            <li key={answer.question.id} className={classes.item} data-testid="own-screening-answer">
              <Stack gap={2}>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={600}>
                    {answer.question.text}
                  </Text>
                  {answer.question.must_have && (
                    <Badge size="xs" color="orange" variant="light">
                      {SCREENING_MSG.mustHave}
                    </Badge>
                  )}
                </Group>
                {text === null ? (
                  <Text size="sm" c="dimmed" fs="italic">
                    {SCREENING_TEXT.leftEmpty}
                  </Text>
                ) : (
                  <Text size="sm" className={classes.value}>
                    {text}
                  </Text>
                )}
              </Stack>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
