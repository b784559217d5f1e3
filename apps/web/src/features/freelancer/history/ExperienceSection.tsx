import type { TitleOrder } from '@mantine/core';
import { HISTORY_MSG } from '@mp/domain';
import { useState } from 'react';
import type { Experience } from './documents';
import { ExperienceModal } from './ExperienceModal';
import { formatPeriod, formatYears } from './format';
import { HistoryItem } from './HistoryItem';
import { HistorySection } from './HistorySection';
import { useMyHistory, useRemoveExperience } from './hooks';

export interface ExperienceSectionProps {
  /** The signed-in freelancer's own list with Add, Edit and Remove (manage-cv). */
  editable?: boolean;
  /**
   * Read-only mode: the rows to show (a candidate's, from their User record; null when the viewer may not
   * read them). Omitted: the signed-in freelancer's own rows (their profile view).
   */
  items?: readonly Experience[] | null;
  headingOrder?: TitleOrder;
}

/** Work experience (inventory E-F4): most recent first; in editable mode each row opens the modal. */
export function ExperienceSection({ editable = false, items, headingOrder }: ExperienceSectionProps) {
  const ownRows = items === undefined || editable;
  const own = useMyHistory(ownRows);
  const rows = ownRows ? own.data?.experiences : items;
  const [editing, setEditing] = useState<Experience | 'new' | null>(null);
  const remove = useRemoveExperience();
  const empty = editable
    ? { title: 'No experience yet', description: HISTORY_MSG.atLeastOneExperience }
    : { title: 'No experience added yet', description: 'Work experience will show here once it is added.' };

  return (
    <>
      <HistorySection
        title="Experience"
        headingOrder={headingOrder}
        addLabel="Add experience"
        onAdd={editable ? () => setEditing('new') : undefined}
        loading={ownRows && own.isPending}
        empty={rows && rows.length > 0 ? null : empty}
      >
        {rows?.map((row) => (
          <HistoryItem
            key={row.id}
            title={row.title}
            subtitle={row.company}
            period={`${formatPeriod(row.from, row.to)} · ${formatYears(row.years)}`}
            description={row.description}
            actions={
              editable
                ? {
                    label: `${row.title} at ${row.company}`,
                    confirm: HISTORY_MSG.confirmRemoveExperience,
                    removing: remove.isPending && remove.variables === row.id,
                    onEdit: () => setEditing(row),
                    onRemove: () => remove.mutate(row.id),
                  }
                : undefined
            }
          />
        ))}
      </HistorySection>
      {editing !== null && <ExperienceModal experience={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
