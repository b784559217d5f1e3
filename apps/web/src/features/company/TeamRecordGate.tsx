import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TeamRecord } from './documents';
import { useTeamRecord } from './hooks';
import { ProfileSkeleton } from './ProfileSkeleton';

/** The active team's account record, with the states around it: no company, loading, failed; else `children(record)`. */
export function TeamRecordGate({ teamId, children }: { teamId: string | undefined; children: (record: TeamRecord) => ReactNode }) {
  const record = useTeamRecord(teamId);
  if (!teamId) {
    return (
      <Alert color="red" role="alert" title="No company">
        You do not act for a company right now.
      </Alert>
    );
  }
  if (record.isPending) return <ProfileSkeleton />;
  if (record.error || !record.data) {
    return (
      <Alert color="red" role="alert" title="Could not load the company">
        {record.error?.message ?? 'The company record is not available.'}
      </Alert>
    );
  }
  return children(record.data);
}
