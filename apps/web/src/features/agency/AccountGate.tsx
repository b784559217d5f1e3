import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListSkeleton } from '../../ui/Skeletons';
import type { AgencyAccount } from './documents';
import { useAgencyAccount } from './hooks';

/** The active agency team's account with the states around it: loading, failed; else `children(account)`. */
export function AccountGate({ children }: { children: (account: AgencyAccount) => ReactNode }) {
  const account = useAgencyAccount();
  if (account.isPending) return <ListSkeleton rows={4} />;
  if (account.error || !account.data) {
    return (
      <Alert color="red" role="alert" title="Could not load your agency">
        {account.error?.message ?? 'The agency account is not available.'}
      </Alert>
    );
  }
  return children(account.data);
}
