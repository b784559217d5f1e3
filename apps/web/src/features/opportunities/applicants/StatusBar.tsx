import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { APPLICATION_STATUSES, PIPELINE_STATUS_LABELS, type ApplicationStatus } from '@mp/domain';
import { useState, type ReactNode } from 'react';
import { reasonToShow } from '../../../app/error-reason';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useSetStatus } from './pipeline-hooks';

const OPTIONS = APPLICATION_STATUSES.map((s) => ({ value: s, label: PIPELINE_STATUS_LABELS[s] }));

/**
 * Changes the status of the chosen applicants in one request (one or many; the server records each change).
 * Apply is disabled until something is chosen, and while the request is in flight. `children`: the other bulk
 * actions, after it (the conversation's 'Message').
 */
export function StatusBar({ selected, onDone, children }: { selected: readonly string[]; onDone: () => void; children?: ReactNode }) {
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const change = useSetStatus();
  const apply = () => {
    if (!status || selected.length === 0 || change.isPending) return;
    change.mutate(
      { ids: [...selected], status },
      {
        onSuccess: () => {
          toastSuccess(`${selected.length === 1 ? '1 applicant' : `${selected.length} applicants`} moved to ${PIPELINE_STATUS_LABELS[status]}.`);
          onDone();
        },
        onError: (error) => toastError(reasonToShow(error) ?? 'Could not change the status. Try again.'),
      },
    );
  };
  return (
    <Paper withBorder p="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite" mb={6}>
          {selected.length === 0 ? 'Choose applicants to change their status or message them' : `${selected.length} selected`}
        </Text>
        <Select
          label="Move to"
          placeholder="Choose a status"
          data={OPTIONS}
          value={status}
          onChange={(v) => setStatus(v as ApplicationStatus | null)}
          allowDeselect={false}
          w={200}
        />
        <Button onClick={apply} loading={change.isPending} disabled={!status || selected.length === 0 || change.isPending}>
          Apply
        </Button>
        {children}
      </Group>
    </Paper>
  );
}
