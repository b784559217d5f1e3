import { Container, Stack } from '@mantine/core';
import { useRouteGroup } from '../../../app/group-context';
import { InvitationsPanel } from './InvitationsPanel';
import { PageHeading } from './PageHeading';

/** invitations (D-R1, D-Q9): a team admin invites colleagues and follows the invites still waiting. */
export function InvitationsPage() {
  const { group } = useRouteGroup();
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <PageHeading
          title="Invitations"
          description={`Invite colleagues to share this ${group === 'agency' ? 'agency' : 'company'} account. Invites waiting for an answer are listed below.`}
        />
        <InvitationsPanel group={group} />
      </Stack>
    </Container>
  );
}
