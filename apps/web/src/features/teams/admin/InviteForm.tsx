import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { MSG, type Group as TeamGroup } from '@mp/domain';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms';
import { toastError, toastSuccess } from '../../../lib/toast';
import { reasonToShow, signedOut } from '../../../app/error-reason';
import { useCreateInvitation } from './hooks';
import { EMPTY_INVITE, inviteSchemaOf, type InviteInput } from './invite-rules';
import { TEAM_TEXT, TEAM_TOAST } from './messages';
import classes from './admin.module.css';
import { useSubmission } from '../../../app/submission';

/** The id of the form's first field, which the empty team's 'Invite your first team member' focuses on the agency's page. */
export const INVITE_FIRST_FIELD = 'invite-first-field';

/**
 * 'Invite Team Member' (D-F1, D-F2): the employer's asks for the email (names optional, D-Q5), the agency's for
 * first name, last name and email. Each submission carries its idempotency key, so a double click or
 * a retry after a lost answer sends one email; the button is busy meanwhile. 'Invite sent successfully!', or the
 * server's reason ('You are already a member of this team.', a limit…).
 */
export function InviteForm({ group }: { group: TeamGroup }) {
  const create = useCreateInvitation();
  const submission = useSubmission();
  const form = useSchemaForm(inviteSchemaOf(group), EMPTY_INVITE);
  const agency = group === 'agency';

  const submit = form.onSubmit((input: InviteInput) => {
    const idempotencyKey = submission.begin(input);
    if (!idempotencyKey) return;
    create.mutate(
      { input, idempotencyKey },
      {
        onSuccess: () => {
          submission.succeeded();
          toastSuccess(TEAM_TOAST.inviteSent);
          form.reset();
        },
        onError: (error) => {
          submission.failed(error);
          if (signedOut(error)) return;
          showServerFieldErrors(form, error);
          toastError(reasonToShow(error) ?? MSG.somethingWrong);
        },
      },
    );
  });

  const names = (
    <>
      <TextInput
        label="First Name"
        id={agency ? INVITE_FIRST_FIELD : undefined}
        withAsterisk={agency}
        description={agency ? undefined : 'Optional'}
        autoComplete="off"
        {...form.getInputProps('first_name')}
      />
      <TextInput label="Last Name" withAsterisk={agency} description={agency ? undefined : 'Optional'} autoComplete="off" {...form.getInputProps('last_name')} />
    </>
  );
  const email = (
    <TextInput
      label="Email"
      id={agency ? undefined : INVITE_FIRST_FIELD}
      type="email"
      withAsterisk
      autoComplete="off"
      {...form.getInputProps('email')}
    />
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="invite-title">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="h3" id="invite-title">
              {TEAM_TEXT.inviteTitle}
            </Title>
            <Text size="sm" c="dimmed">
              We email them a link to join your team; it works for 7 days. They join as a member who cannot post until you allow it.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: agency ? 3 : 2 }} spacing="md">
            {agency ? (
              <>
                {names}
                {email}
              </>
            ) : (
              <>
                <div className={classes.wide}>{email}</div>
                {names}
              </>
            )}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Send Invite
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
