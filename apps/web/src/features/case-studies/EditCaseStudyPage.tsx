import { Button, Container, Stack, Title } from '@mantine/core';
import { CASE_STUDY_MSG, MSG, type CaseStudyInput } from '@mp/domain';
import { Link, useNavigate, useParams } from 'react-router';
import { useGroupPath } from '../../app/group-context';
import { isApiError } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { toastError, toastSuccess } from '../../lib/toast';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { FormSkeleton } from '../../ui/FormSkeleton';
import { LoadFailed } from '../../ui/LoadFailed';
import { CaseStudyForm, valuesOf } from './CaseStudyForm';
import { CaseStudyNotFound } from './CaseStudyNotFound';
import { isMissing, useCaseStudy, useDeleteCaseStudy, useUpdateCaseStudy } from './hooks';

/** case-study/edit/{id} (document 3): the form filled in, and 'Delete Case Study' after a confirmation. */
export function EditCaseStudyPage() {
  const { id = '' } = useParams();
  const path = useGroupPath();
  const navigate = useNavigate();
  const caseStudy = useCaseStudy(id);
  const update = useUpdateCaseStudy(id);
  const remove = useDeleteCaseStudy(id);
  const missing = isMissing(caseStudy.error) || (caseStudy.data && !caseStudy.data.canEdit);
  usePageTitle(missing ? 'Page not found' : caseStudy.data ? `Edit ${caseStudy.data.title}` : undefined);

  const failed = (error: unknown) => {
    if (!isApiError(error, 'UNAUTHENTICATED')) toastError(error instanceof Error ? error.message : MSG.somethingWrong);
  };
  const save = async (input: CaseStudyInput) => {
    try {
      await update.mutateAsync(input);
      toastSuccess(CASE_STUDY_MSG.updated);
      await navigate(path(`case-study/${id}`));
    } catch (error) {
      failed(error);
      throw error;
    }
  };
  const destroy = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toastSuccess(CASE_STUDY_MSG.deleted);
        void navigate(path('case-studies'));
      },
      onError: failed,
    });

  if (missing) return <CaseStudyNotFound />;
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Title order={1}>Edit Case Study</Title>
        {caseStudy.isPending ? (
          <FormSkeleton />
        ) : caseStudy.error ? (
          <LoadFailed title="Could not load the case study" retrying={caseStudy.isFetching} onRetry={() => void caseStudy.refetch()} />
        ) : (
          <CaseStudyForm
            initial={valuesOf(caseStudy.data)}
            submitLabel="Save Changes"
            busy={update.isPending}
            onSubmit={save}
            actions={
              <>
                <Button component={Link} to={path(`case-study/${id}`)} variant="default">
                  Cancel
                </Button>
                <ConfirmButton
                  variant="outline"
                  color="red"
                  loading={remove.isPending}
                  title="Delete Case Study"
                  message="This case study and its images will be deleted for your whole team. This cannot be undone."
                  confirmLabel="Delete"
                  onConfirm={destroy}
                >
                  Delete Case Study
                </ConfirmButton>
              </>
            }
          />
        )}
      </Stack>
    </Container>
  );
}
