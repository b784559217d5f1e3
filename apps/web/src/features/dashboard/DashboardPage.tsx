import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { hasCompanyBasics } from '@mp/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useGroupPath, useRouteGroup } from '../../app/group-context';
import { useSessionUser } from '../../app/session/useSession';
import { isTeamAdmin } from '../../app/session/rules';
import classes from './DashboardPage.module.css';
import { InactiveNotice } from './InactiveNotice';

interface DashboardPageProps {
  /** The group's own blocks, under the welcome (a company's posts; a seeker's lists), then the content blocks. */
  blocks: ReactNode;
  /** What comes before the notice or the welcome (a seeker's return to a post, an agency's verification notice). */
  before?: ReactNode;
  /** What the welcome says under its greeting (a seeker's saved posts). */
  welcome?: ReactNode;
  /** Whether the inactive notice says a post waits for this user. */
  returnsToPost?: boolean;
  /** The ask for a second factor, shown to a team's admins: its route brings it and its data (decision 0064). */
  factorReminder?: ReactNode;
}

/**
 * /{group}/dashboard's frame: the inactive notice until approval, then a welcome and the group's blocks, which
 * each group's route composes (so a company's page loads no seeker's code, and the other way round).
 */
export function DashboardPage({ blocks, before, welcome, returnsToPost = false, factorReminder }: DashboardPageProps) {
  const user = useSessionUser();
  const path = useGroupPath();
  const { group } = useRouteGroup();
  if (!user) return null;
  // A company's owner without a bio or a logo completes the profile first (A-R3); guests and members never do.
  if (group === 'company' && user.teamOwner && !hasCompanyBasics(user)) return <Navigate to={path('complete-profile')} replace />;
  // A freelancer without a bio completes sign-up step 3 first (decision 0033 says why not
  // the photo too); that page comes back here once the bio and photo are in, so no loop.
  if (group === 'freelancer' && user.type === 'FREELANCER' && !user.bio?.trim()) {
    return <Navigate to={path('complete-profile/2')} replace />;
  }
  // An agency's owner without a bio completes the onboarding first; that page comes back here once it has one.
  if (group === 'agency' && user.type === 'AGENCY' && !user.bio?.trim()) return <Navigate to={path('register/complete-profile')} replace />;
  // An agency's admins edit its profile there (members have no profile form: their account page).
  const agencyLink = isTeamAdmin(user) ? path('edit-profile') : path('account');
  const profileLink = group === 'agency' ? agencyLink : user.isProfileComplete?.complete ? path('account') : path('complete-profile');
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Title order={1}>Dashboard</Title>
        {before}
        {user.status === 'INACTIVE' ? (
          <InactiveNotice profileLink={profileLink} returnsToPost={returnsToPost} />
        ) : (
          <>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} className={classes.welcome}>
              <Text size="xl" fw={700}>
                Welcome{user.first_name ? `, ${user.first_name}` : ''}!
              </Text>
              {welcome}
            </Paper>
            {group !== 'freelancer' && isTeamAdmin(user) && factorReminder}
            {blocks}
          </>
        )}
      </Stack>
    </Container>
  );
}
