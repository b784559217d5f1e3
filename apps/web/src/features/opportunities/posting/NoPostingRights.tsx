import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { MSG, teamName } from '@mp/domain';
import { Link } from 'react-router';
import { useGroupPath } from '../../../app/group-context';
import type { SessionUser } from '../../../app/session/documents';

/**
 * Why a posting page is closed to this person, and whom to ask: a company awaiting approval waits for it; a
 * member without posting rights asks their team's admins (who give them in Manage Team).
 */
export function NoPostingRights({ user }: { user: SessionUser }) {
  const path = useGroupPath();
  const inactive = user.status !== 'ACTIVE';
  const team = user.teamUser ? teamName(user.teamUser.user) : null;
  return (
    <Container size="sm" px={0}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" data-testid="no-posting-rights">
        <Stack gap="md" align="flex-start">
          <Title order={1} fz="h2">
            {inactive ? MSG.inactiveTitle : 'You cannot post jobs yet'}
          </Title>
          {inactive ? (
            <Text>{MSG.inactiveBody} You can post once it is approved.</Text>
          ) : (
            <Text>
              Posting on {team ?? 'this team'}&apos;s account is for members with posting rights. Ask one of your team&apos;s admins to turn on
              &lsquo;Can post jobs&rsquo; for you in Manage Team.
            </Text>
          )}
          <Button component={Link} to={path('dashboard')} variant="light">
            Back to your dashboard
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
