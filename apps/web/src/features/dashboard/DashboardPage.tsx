import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_COUNTS, hasCompanyBasics } from '@mp/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useGroupPath, useRouteGroup } from '../../app/group-context';
import { useSessionUser } from '../../app/session/useSession';
import { ContentBlocks } from './ContentBlocks';
import { AppliedBlock, ForYouBlock, LatestBlock } from '../seeking';
import { SavedSummary } from '../saved';
import classes from './DashboardPage.module.css';
import { InactiveNotice } from './InactiveNotice';
import { ReturnAfterSignUp, useReturnPending } from './ReturnAfterSignUp';
import { isTeamAdmin } from '../../app/session/rules';

// The agency's verification notice loads with the agency's dashboard only.
const VerifyNotice = lazy(() => import('../agency').then((m) => ({ default: m.VerifyNotice })));

interface DashboardPageProps {
  /** A company's own blocks (its posts), from its route. */
  companyBlocks?: ReactNode;
  /** The ask for a second factor, shown to a team's admins: its route brings it and its data (decision 0064). */
  factorReminder?: ReactNode;
}

/**
 * /{group}/dashboard: the inactive notice until approval, then a welcome and the blocks: a company's posts; a
 * freelancer's or an agency's for-you, latest and applied lists (F-F3, G-S1); then the content blocks.
 */
export function DashboardPage({ companyBlocks, factorReminder }: DashboardPageProps) {
  const user = useSessionUser();
  const path = useGroupPath();
  const { group } = useRouteGroup();
  const returnPending = useReturnPending(user);
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
  const seeker = group === 'freelancer' || group === 'agency';
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Title order={1}>Dashboard</Title>
        {seeker && <ReturnAfterSignUp user={user} />}
        {group === 'agency' && isTeamAdmin(user) && (
          <Suspense fallback={null}>
            <VerifyNotice />
          </Suspense>
        )}
        {user.status === 'INACTIVE' ? (
          <InactiveNotice profileLink={profileLink} returnsToPost={seeker && returnPending} />
        ) : (
          <>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} className={classes.welcome}>
              <Text size="xl" fw={700}>
                Welcome{user.first_name ? `, ${user.first_name}` : ''}!
              </Text>
              {(group === 'freelancer' || group === 'agency') && <SavedSummary />}
            </Paper>
            {group !== 'freelancer' && isTeamAdmin(user) && factorReminder}
            {group === 'company' ? (
              <>
                {companyBlocks}
                <ContentBlocks group={group} />
              </>
            ) : (
              <>
                <ForYouBlock side={group} />
                <LatestBlock side={group} />
                <AppliedBlock group={group} count={DASHBOARD_COUNTS.applied} />
                <ContentBlocks group={group} />
              </>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
