import { DASHBOARD_COUNTS } from '@mp/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { isTeamAdmin } from '../../app/session/rules';
import { useSessionUser } from '../../app/session/useSession';
import { SavedSummary } from '../saved';
import { AppliedBlock, ForYouBlock, LatestBlock } from '../seeking';
import { ContentBlocks } from './ContentBlocks';
import { DashboardPage } from './DashboardPage';
import { ReturnAfterSignUp, useReturnPending } from './ReturnAfterSignUp';

// The agency's verification notice loads with the agency's dashboard only.
const VerifyNotice = lazy(() => import('../agency').then((m) => ({ default: m.VerifyNotice })));

/** A freelancer's or an agency's dashboard (F-F3, G-S1): the for-you, latest and applied lists, then the content blocks. */
export function SeekerDashboard({ side, factorReminder }: { side: 'freelancer' | 'agency'; factorReminder?: ReactNode }) {
  const user = useSessionUser();
  const returnPending = useReturnPending(user);
  if (!user) return null;
  return (
    <DashboardPage
      factorReminder={factorReminder}
      returnsToPost={returnPending}
      before={
        <>
          <ReturnAfterSignUp user={user} />
          {side === 'agency' && isTeamAdmin(user) && (
            <Suspense fallback={null}>
              <VerifyNotice />
            </Suspense>
          )}
        </>
      }
      welcome={<SavedSummary />}
      blocks={
        <>
          <ForYouBlock side={side} />
          <LatestBlock side={side} />
          <AppliedBlock group={side} count={DASHBOARD_COUNTS.applied} />
          <ContentBlocks group={side} />
        </>
      }
    />
  );
}
