import type { TitleOrder } from '@mantine/core';
import { HISTORY_MSG } from '@mp/domain';
import { useState } from 'react';
import type { Education } from './documents';
import { EducationModal } from './EducationModal';
import { formatPeriod } from './format';
import { HistoryItem } from './HistoryItem';
import { HistorySection } from './HistorySection';
import { useMyHistory, useRemoveEducation } from './hooks';

export interface EducationSectionProps {
  /** The signed-in freelancer's own list with Add, Edit and Remove (manage-cv). */
  editable?: boolean;
  /**
   * Read-only mode: the rows to show (a candidate's, from their User record; null when the viewer may not
   * read them). Omitted: the signed-in freelancer's own rows (their profile view).
   */
  items?: readonly Education[] | null;
  headingOrder?: TitleOrder;
}

/** Education (inventory E-F4): most recent first; in editable mode each row opens the modal. */
export function EducationSection({ editable = false, items, headingOrder }: EducationSectionProps) {
  const ownRows = items === undefined || editable;
  const own = useMyHistory(ownRows);
  const rows = ownRows ? own.data?.educations : items;
  const [editing, setEditing] = useState<Education | 'new' | null>(null);
  const remove = useRemoveEducation();
  const empty = editable
    ? { title: 'No education yet', description: 'Add your qualifications, with the school and when you studied.' }
    : { title: 'No education added yet', description: 'Qualifications will show here once they are added.' };

  return (
    <>
      <HistorySection
        title="Education"
        headingOrder={headingOrder}
        addLabel="Add education"
        onAdd={editable ? () => setEditing('new') : undefined}
        loading={ownRows && own.isPending}
        empty={rows && rows.length > 0 ? null : empty}
      >
        {rows?.map((row) => (
          <HistoryItem
            key={row.id}
            title={row.qualification}
            subtitle={row.school_name}
            period={formatPeriod(row.from, row.to)}
            description={row.description}
            actions={
              editable
                ? {
                    label: row.qualification,
                    confirm: HISTORY_MSG.confirmRemoveEducation,
                    removing: remove.isPending && remove.variables === row.id,
                    onEdit: () => setEditing(row),
                    onRemove: () => remove.mutate(row.id),
                  }
                : undefined
            }
          />
        ))}
      </HistorySection>
      {editing !== null && <EducationModal education={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
