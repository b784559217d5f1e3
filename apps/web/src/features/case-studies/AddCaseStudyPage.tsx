import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { CASE_STUDY_MSG, MSG, type CaseStudyInput } from '@mp/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useGroupPath } from '../../app/group-context';
import { isApiError } from '../../lib/api-error';
import { toastError, toastSuccess } from '../../lib/toast';
import { CaseStudyForm, valuesOf } from './CaseStudyForm';
import { useCreateCaseStudy } from './hooks';
import { useSubmission } from '../../app/submission';

/**
 * case-study/add (document 3). From registration (`?from=register`) it is the optional step: 'Skip For Now' and a
 * created case study both lead on to register/done. Each submission carries its idempotency key.
 */
export function AddCaseStudyPage() {
  const path = useGroupPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromRegister = params.get('from') === 'register';
  const create = useCreateCaseStudy();
  const submission = useSubmission();

  const send = async (input: CaseStudyInput) => {
    const idempotencyKey = submission.begin(input);
    if (!idempotencyKey) return;
    try {
      const created = await create.mutateAsync({ input, idempotencyKey });
      submission.succeeded();
      toastSuccess(CASE_STUDY_MSG.created);
      await navigate(fromRegister ? path('register/done') : path(`case-study/${created.id}`));
    } catch (error) {
      submission.failed(error);
      if (!isApiError(error, 'UNAUTHENTICATED')) toastError(error instanceof Error ? error.message : MSG.somethingWrong);
      throw error;
    }
  };

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Add Case Study</Title>
          <Text c="dimmed">A project your agency is proud of: employers browsing the marketplace see it.</Text>
        </Stack>
        <CaseStudyForm
          initial={valuesOf()}
          submitLabel="Save Case Study"
          busy={create.isPending}
          onSubmit={send}
          actions={
            fromRegister ? (
              <Button component={Link} to={path('register/done')} variant="default">
                Skip For Now
              </Button>
            ) : (
              <Button component={Link} to={path('case-studies')} variant="default">
                Cancel
              </Button>
            )
          }
        />
      </Stack>
    </Container>
  );
}
