import { Chip, Group } from '@mantine/core';
import { SCREENING_TEXT } from './texts';

/** The applicants page's must-have filter, as the address holds it (?must=meets or ?must=misses). */
export type MustHaveChoice = 'meets' | 'misses' | null;

export const mustHaveParam = (value: string | null): MustHaveChoice => (value === 'meets' || value === 'misses' ? value : null);

/** opportunityApplicants' and applicantStatusCounts' meetsMustHaves argument. */
export const meetsMustHavesArg = (choice: MustHaveChoice): boolean | null => (choice === null ? null : choice === 'meets');

/**
 * The pipeline's must-have filter (radio chips, one at a time): everyone, those meeting every must-have question, or
 * those missing one. The status chips beside it count within it.
 */
export function MustHaveFilter({ value, onChange }: { value: MustHaveChoice; onChange: (choice: MustHaveChoice) => void }) {
  return (
    <Chip.Group multiple={false} value={value ?? 'ANY'} onChange={(v) => onChange(mustHaveParam(v))}>
      <Group gap={6} role="radiogroup" aria-label="Show applicants by their must-have answers">
        <Chip value="ANY" size="sm" variant="outline">
          Any answers
        </Chip>
        <Chip value="meets" size="sm" variant="outline" color="teal">
          {SCREENING_TEXT.meets}
        </Chip>
        <Chip value="misses" size="sm" variant="outline" color="red">
          {SCREENING_TEXT.misses}
        </Chip>
      </Group>
    </Chip.Group>
  );
}
