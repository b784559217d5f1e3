import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { canBuyJobPosts, OPPORTUNITY_MSG as M, organisationName, type OpportunityTarget } from '@mp/domain';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useGroupPath } from '../../../app/group-context';
import { EmptyState } from '../../../ui/EmptyState';
import { useSessionUser } from '../../../app/session/useSession';
import { jobValuesOf, newJobValues, newProjectValues, projectValuesOf } from './form-values';
import { FormSkeleton } from '../../../ui/FormSkeleton';
import { useOpportunityRecord, usePostingCredit, useTeamUsers } from './hooks';
import { SCREENING_TEXT, type ScreeningDraft } from '../../screening';
import { JobForm } from './JobForm';
import { defaultFollowUp, EDIT_PROJECT_TITLE, POST_PROJECT_TITLE } from './messages';
import { ProjectForm } from './ProjectForm';

function PostingPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** What a new post needs before its form shows: the balance (B-X4), the team's people, the company's name. */
function useCreateContext() {
  const user = useSessionUser();
  const credit = usePostingCredit();
  const team = useTeamUsers();
  const company = user ? organisationName(user.teamUser?.user ?? user) : null;
  const options = (team.data ?? [{ id: user?.id ?? '', name: user?.name ?? null, email: user?.email ?? '' }]).map((m) => ({
    value: m.id,
    label: m.name ? `${m.name} (${m.email})` : m.email,
  }));
  return {
    credit,
    followUp: defaultFollowUp(company),
    userId: user?.id ?? null,
    creditState: { balance: credit.data, canBuy: user ? canBuyJobPosts(user) : false },
    teamUsers: { options, failed: team.isError },
  };
}

function LoadFailed({ title, retry }: { title: string; retry: () => void }) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Try again in a moment.</Text>
        <Button variant="light" onClick={retry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

function CreatePage({ target }: { target: OpportunityTarget }) {
  const ctx = useCreateContext();
  const job = target === 'JOB';
  return (
    <PostingPage
      title={job ? M.postTitle : POST_PROJECT_TITLE}
      intro={job ? 'Describe the role, who you are looking for and what it pays. Posting costs 1 job post.' : 'Describe the project and the services you need. Posting costs 1 job post.'}
    >
      {ctx.credit.isError ? <LoadFailed title="Could not get your job post balance" retry={() => void ctx.credit.refetch()} /> : null}
      {ctx.credit.isPending && !ctx.credit.isError ? (
        <FormSkeleton />
      ) : job ? (
        <JobForm
          initial={newJobValues(ctx.followUp, ctx.userId)}
          credit={ctx.creditState}
          onInsufficient={() => void ctx.credit.refetch()}
          teamUsers={ctx.teamUsers}
        />
      ) : (
        <ProjectForm
          initial={newProjectValues(ctx.followUp, ctx.userId)}
          credit={ctx.creditState}
          onInsufficient={() => void ctx.credit.refetch()}
          teamUsers={ctx.teamUsers}
        />
      )}
    </PostingPage>
  );
}

/** post-opportunity and add-opportunity: 'Post New Job Opportunity' (B-F1). */
export function PostJobPage() {
  return <CreatePage target="JOB" />;
}

/** add-project: 'Post New Agency Project' (B-F3). */
export function PostProjectPage() {
  return <CreatePage target="PROJECT" />;
}

function EditPage({ target }: { target: OpportunityTarget }) {
  const { id = '' } = useParams();
  const path = useGroupPath();
  const record = useOpportunityRecord(id);
  // A new post saved without its screening questions comes here holding them (usePostingSubmit).
  const resume = (useLocation().state as { screeningDraft?: ScreeningDraft } | null)?.screeningDraft;
  const job = target === 'JOB';
  const missing = isApiError(record.error, 'NOT_FOUND') || isApiError(record.error, 'BAD_USER_INPUT') || isApiError(record.error, 'FORBIDDEN');
  const post = record.data && record.data.target === target ? record.data : null;

  let body: ReactNode;
  if (record.isPending) body = <FormSkeleton />;
  else if (missing || (record.data && !post)) {
    body = (
      <EmptyState
        title={job ? M.noOpportunity : M.noProject}
        description="It may have been removed, or it belongs to another team."
        action={{ label: 'Back to the dashboard', to: path('dashboard') }}
      />
    );
  } else if (!post) body = <LoadFailed title={`Could not load the ${job ? 'opportunity' : 'project'}`} retry={() => void record.refetch()} />;
  else {
    const edit = { id: post.id, storedActive: post.is_active };
    const screening = { stored: post.screening, resume };
    body = (
      <>
        {resume && (
          <Alert color="yellow" role="status" title={SCREENING_TEXT.section}>
            {SCREENING_TEXT.resumed}
          </Alert>
        )}
        {job ? (
          <JobForm initial={jobValuesOf(post)} edit={edit} screening={screening} />
        ) : (
          <ProjectForm initial={projectValuesOf(post)} edit={edit} screening={screening} />
        )}
      </>
    );
  }

  return (
    <PostingPage title={job ? M.editTitle : EDIT_PROJECT_TITLE} intro="Changes are free: editing never costs a job post.">
      {body}
    </PostingPage>
  );
}

/** edit-opportunity/:id: 'Edit Job Opportunity' (B-F2). */
export function EditJobPage() {
  return <EditPage target="JOB" />;
}

/** edit-project/:id (B-F4). */
export function EditProjectPage() {
  return <EditPage target="PROJECT" />;
}
