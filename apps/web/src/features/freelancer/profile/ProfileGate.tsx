import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormSkeleton } from '../../../ui/FormSkeleton';
import type { MyProfile } from './documents';
import { useMyProfile } from './hooks';

/** The signed-in freelancer's profile with the states around it: loading, failed; else `children(profile)`. */
export function ProfileGate({ children }: { children: (profile: MyProfile) => ReactNode }) {
  const profile = useMyProfile();
  if (profile.isPending) return <FormSkeleton />;
  if (profile.error || !profile.data) {
    return (
      <Alert color="red" role="alert" title="Could not load your profile">
        {profile.error?.message ?? 'Your profile is not available right now.'}
      </Alert>
    );
  }
  return children(profile.data);
}
