import { Alert, Badge, Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { APPLY_MSG, formatDate } from '@mp/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { toastError, toastSuccess } from '../../lib/toast';
import { useGroupPath } from '../../app/group-context';
import { useSessionUser } from '../../app/session/useSession';
import type { OwnApplication, SeekerOpportunity } from './documents';
import { useApply } from './hooks';
import { stageColor, stageLabel } from './pipeline-stage';
import classes from './OpportunityPage.module.css';
import { useSubmission } from '../../app/submission';

/** The employer's message to applicants and, when they use an ATS, the way on to it. */
function FollowUp({ application, company }: { application: OwnApplication; company: string }) {
  return (
    <Stack gap="xs">
      <Text fw={600}>Message from {company}</Text>
      <Text className={classes.followUp}>{application.follow_up}</Text>
      {application.application_link && (
        <Group>
          <Button component="a" href={application.application_link} target="_blank" rel="noopener noreferrer">
            Continue on {company}'s site
          </Button>
          <Text size="sm" c="dimmed">
            They ask applicants to complete their application there too.
          </Text>
        </Group>
      )}
    </Stack>
  );
}

function Applied({ application, company }: { application: OwnApplication; company: string }) {
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Button disabled>{APPLY_MSG.applied}</Button>
        <Text size="sm" c="dimmed" data-testid="applied-on">
          Applied {formatDate(application.created_at)}
        </Text>
        <Badge variant="outline" color={stageColor(application.pipeline_status)} data-testid="pipeline-status">
          {stageLabel(application.pipeline_status)}
        </Badge>
        {application.pipeline_status !== 'NEW' && (
          <Text size="sm" c="dimmed" data-testid="pipeline-since">
            since {formatDate(application.pipeline_status_changed_at)}
          </Text>
        )}
      </Group>
      <FollowUp application={application} company={company} />
    </Stack>
  );
}

/** Why a freelancer cannot apply yet: inactive (the spec's words), or what the profile still lacks. */
function Blocked({ inactive, missing }: { inactive: boolean; missing: readonly string[] }) {
  const path = useGroupPath();
  if (inactive) {
    return (
      <Alert color="yellow" role="status" title={APPLY_MSG.inactive} data-testid="apply-inactive">
        We are currently approving your account. You can apply once it is approved.
      </Alert>
    );
  }
  return (
    <Alert color="yellow" role="status" title="Complete your profile to apply" data-testid="apply-incomplete">
      Still missing:
      <List size="sm" mt={4}>
        {missing.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
      <Button component={Link} to={path('manage-cv')} variant="light" mt="sm">
        Complete your profile
      </Button>
    </Alert>
  );
}

/**
 * The apply area of opportunities/{id} (document 3 section 4): Closed; 'Already Applied' with the follow-up;
 * the inactive notice or the missing fields for a freelancer; otherwise 'Apply Now', which confirms in a dialog
 * and then shows the employer's message and ATS link there.
 */
export function ApplyPanel({ view }: { view: SeekerOpportunity }) {
  const user = useSessionUser();
  const apply = useApply(view.post.id);
  const submission = useSubmission();
  const [open, setOpen] = useState(false);
  const company = view.post.company.name;
  const isFreelancer = view.post.target === 'JOB';
  let body;
  if (view.application) body = <Applied application={view.application} company={company} />;
  else if (view.post.closed) body = <Button disabled>Closed</Button>;
  else if (isFreelancer && user?.status !== 'ACTIVE') body = <Blocked inactive missing={[]} />;
  else if (isFreelancer && user?.isProfileComplete && !user.isProfileComplete.complete)
    body = <Blocked inactive={false} missing={user.isProfileComplete.missing} />;
  else body = <Button onClick={() => setOpen(true)}>{APPLY_MSG.apply}</Button>;

  const send = () => {
    const key = submission.begin({ id: view.post.id });
    // A second click while the first is in flight is the same application.
    if (key === null) return;
    apply.mutate(key, {
      onSuccess: () => {
        submission.succeeded();
        toastSuccess(APPLY_MSG.sent);
      },
      onError: (error) => {
        submission.failed(error);
        toastError(isApiError(error) ? error.message : APPLY_MSG.failed);
        setOpen(false);
      },
    });
  };
  const sent = apply.isSuccess ? apply.data.application : null;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="apply-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="apply-title">
          {view.application ? 'Your application' : view.post.target === 'PROJECT' ? 'Apply for this project' : 'Apply for this opportunity'}
        </Title>
        {body}
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title={sent ? 'Application sent' : `Apply for ${view.post.title}`} centered>
        {sent ? (
          <Stack gap="md">
            <Text>Your application has reached {company}.</Text>
            <FollowUp application={sent} company={company} />
            <Group justify="flex-end">
              <Button onClick={() => setOpen(false)}>Done</Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text>
              {company} will see your profile{isFreelancer ? ', your CV' : ''} and your contact details.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button onClick={send} loading={apply.isPending}>
                {APPLY_MSG.apply}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
