import { Alert, Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Loading } from '../../../ui/Skeletons';
import type { FreelancerRecord } from './documents';
import { useFreelancerRecord } from './hooks';

/** A form's shape while the record loads: a few labelled fields. */
export function FormSkeleton({ fields = 6 }: { fields?: number }) {
  return (
    <Loading>
      <Paper withBorder p="lg" aria-hidden="true">
        <Stack gap="md">
          {Array.from({ length: fields }, (_, i) => (
            <Stack key={i} gap={6}>
              <Skeleton h={12} w={140} />
              <Skeleton h={36} />
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Loading>
  );
}

/** The signed-in freelancer's record with the states around it: loading, failed; else `children(record)`. */
export function RecordGate({ children, skeleton }: { children: (record: FreelancerRecord) => ReactNode; skeleton?: ReactNode }) {
  const record = useFreelancerRecord();
  if (record.isPending) return <>{skeleton ?? <FormSkeleton />}</>;
  if (record.error || !record.data) {
    return (
      <Alert color="red" role="alert" title="Could not load your profile">
        {record.error?.message ?? 'Your profile is not available right now.'}
      </Alert>
    );
  }
  return <>{children(record.data)}</>;
}
