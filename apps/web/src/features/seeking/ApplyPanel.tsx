import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { APPLY_MESSAGE_MAX, APPLY_MSG } from '@mp/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { toastError, toastSuccess } from '../../lib/toast';
import { userGroup } from '../../app/session/rules';
import { useSessionUser } from '../../app/session/useSession';
import { useSubmission } from '../../app/submission';
import { CountedTextarea } from '../../ui/CountedTextarea';
import { answerErrorsOf, ApplyQuestions, checkAnswers, OwnAnswers, type TypedAnswers } from '../screening';
import type { OwnApplication, SeekerOpportunity } from './documents';
import { useApply } from './hooks';
import { appliedSummary } from './pipeline-stage';
import { profileFixes, type ProfileFix } from './profile-fixes';
import classes from './OpportunityPage.module.css';

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

/** What the seeker did: 'Applied · Interviewing since 26/11/2026', what they wrote and answered, and the employer's follow-up. */
function Applied({ application, company }: { application: OwnApplication; company: string }) {
  return (
    <Stack gap="md">
      <Text fw={600} c="teal.8" data-testid="applied-status">
        {appliedSummary(application)}
      </Text>
      {application.message && (
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            Your message
          </Text>
          <Text size="sm" className={classes.followUp} data-testid="applied-message">
            {application.message}
          </Text>
        </Stack>
      )}
      <OwnAnswers answers={application.screening_answers} />
      <FollowUp application={application} company={company} />
    </Stack>
  );
}

/** Why a freelancer cannot apply yet: inactive (the spec's words), or each item the profile lacks with where to add it. */
function Blocked({ inactive, missing, group }: { inactive: boolean; missing: readonly string[]; group: string }) {
  if (inactive) {
    return (
      <Alert color="yellow" role="status" title={APPLY_MSG.inactive} data-testid="apply-inactive">
        We are currently approving your account. You can apply once it is approved.
      </Alert>
    );
  }
  // One line a page: 'Your profile: CV, Experience, Skills', each item a link to where it is filled in.
  const pages = new Map<string, ProfileFix[]>();
  for (const fix of profileFixes(missing)) pages.set(fix.page, [...(pages.get(fix.page) ?? []), fix]);
  return (
    <Alert color="yellow" role="status" title="Complete your profile to apply" data-testid="apply-incomplete">
      Still missing:
      <List size="sm" mt={4}>
        {[...pages].map(([page, fixes]) => (
          <List.Item key={page}>
            {page}:{' '}
            {fixes.map((fix, i) => (
              <span key={fix.item}>
                {i > 0 && ', '}
                <Anchor component={Link} to={`/${group}/${fix.path}`} size="sm" underline="always">
                  {fix.item}
                </Anchor>
              </span>
            ))}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** After a refused submit, the first question or field with a message takes the focus. */
function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[data-question-error] input, [data-question-error] textarea, [aria-invalid="true"]')?.focus();
  });
}

/**
 * Apply in one step: the post's screening questions (when it asks any), the optional message, then 'Apply Now' (one
 * idempotency key per submission, disabled while in flight). The answer replaces the view, which then shows what was
 * sent and the employer's follow-up.
 */
function ApplyForm({ view }: { view: SeekerOpportunity }) {
  const apply = useApply(view.post.id);
  const submission = useSubmission();
  const formRef = useRef<HTMLFormElement>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answers, setAnswers] = useState<TypedAnswers>({});
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});
  const [questionsNotice, setQuestionsNotice] = useState<string | null>(null);
  const questions = view.screening.questions;
  const tooLong = message.trim().length > APPLY_MESSAGE_MAX;

  const send = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAnswers(questions, answers);
    setAnswerErrors(checked.ok ? {} : checked.errors);
    if (tooLong) setError(APPLY_MSG.messageTooLong);
    if (!checked.ok || tooLong) return focusFirstError(formRef.current);
    const values = { message: message.trim() || null, answers: questions.length > 0 ? checked.answers : null };
    const key = submission.begin(values);
    // A second click while the first is in flight is the same application.
    if (key === null) return;
    apply.mutate(
      { idempotencyKey: key, ...values },
      {
        onSuccess: () => {
          submission.succeeded();
          toastSuccess(APPLY_MSG.sent);
        },
        onError: (failure) => {
          submission.failed(failure);
          const fields = isApiError(failure) ? failure.fields : {};
          const refused = answerErrorsOf(fields);
          // The questions changed since the page was read: they are read again (useApply), to be answered anew.
          setQuestionsNotice(refused.whole);
          setAnswerErrors(refused.byQuestion);
          if (fields.message) setError(fields.message);
          if (fields.message || refused.whole || Object.keys(refused.byQuestion).length > 0) focusFirstError(formRef.current);
          else toastError(isApiError(failure) ? failure.message : APPLY_MSG.failed);
        },
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={send} noValidate aria-label="Apply">
      <Stack gap="sm">
        {questions.length > 0 && (
          <ApplyQuestions
            screening={view.screening}
            company={view.post.company.name}
            values={answers}
            errors={answerErrors}
            notice={questionsNotice}
            onChange={(id, value) => {
              setAnswers((prev) => ({ ...prev, [id]: value }));
              setAnswerErrors(({ [id]: _fixed, ...rest }) => rest);
            }}
          />
        )}
        <CountedTextarea
          label={`Message to ${view.post.company.name} (optional)`}
          placeholder="A few lines on why you fit: a similar piece of work, when you could start."
          minRows={3}
          maxRows={10}
          max={APPLY_MESSAGE_MAX}
          value={message}
          error={error}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            setError(null);
          }}
        />
        <Text size="sm" c="dimmed">
          {view.post.company.name} will see your profile{view.post.target === 'JOB' ? ', your CV' : ''} and your contact details.
        </Text>
        <Group>
          <Button type="submit" loading={apply.isPending} disabled={apply.isPending}>
            {APPLY_MSG.apply}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The apply area of a post for the seeker it is for (on its public page and on opportunities/{id}): what they did
 * ('Applied · …'), why they cannot apply yet (inactive, or the profile's missing items with links), nothing more on a
 * closed post, or the one-step form.
 */
export function ApplyPanel({ view }: { view: SeekerOpportunity }) {
  const user = useSessionUser();
  const company = view.post.company.name;
  const isFreelancer = view.post.target === 'JOB';
  const group = (user && userGroup(user)) ?? 'freelancer';
  let body;
  if (view.application) body = <Applied application={view.application} company={company} />;
  else if (view.post.closed) body = <Text c="dimmed">{APPLY_MSG.closed}</Text>;
  else if (isFreelancer && user?.status !== 'ACTIVE') body = <Blocked inactive missing={[]} group={group} />;
  else if (isFreelancer && user?.isProfileComplete && !user.isProfileComplete.complete)
    body = <Blocked inactive={false} missing={user.isProfileComplete.missing} group={group} />;
  else body = <ApplyForm view={view} />;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="apply-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="apply-title">
          {view.application ? 'Your application' : view.post.target === 'PROJECT' ? 'Apply for this project' : 'Apply for this opportunity'}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
