import { Chip, Group, Skeleton } from '@mantine/core';
import { APPLICATION_STATUSES, PIPELINE_STATUS_LABELS, type ApplicationStatus } from '@mp/domain';

interface Props {
  counts: readonly { status: ApplicationStatus; count: number }[] | undefined;
  value: ApplicationStatus | null;
  onChange: (status: ApplicationStatus | null) => void;
}

/** The pipeline's filter: All and each status with its count (radio chips: one at a time, in the address). */
export function StatusFilter({ counts, value, onChange }: Props) {
  if (!counts) return <Skeleton height={28} width="70%" aria-hidden />;
  const by = new Map(counts.map((c) => [c.status, c.count]));
  const total = counts.reduce((n, c) => n + c.count, 0);
  return (
    <Chip.Group multiple={false} value={value ?? 'ALL'} onChange={(v) => onChange(v === 'ALL' ? null : (v as ApplicationStatus))}>
      <Group gap={6} role="radiogroup" aria-label="Show applicants by status">
        <Chip value="ALL" size="sm" variant="outline">
          All ({total})
        </Chip>
        {APPLICATION_STATUSES.map((s) => (
          <Chip key={s} value={s} size="sm" variant="outline">
            {PIPELINE_STATUS_LABELS[s]} ({by.get(s) ?? 0})
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
