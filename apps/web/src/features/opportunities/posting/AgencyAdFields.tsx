import { Checkbox, Group, Radio, Stack, TextInput } from '@mantine/core';
import { AGENCY_AD_MSG, AGENCY_NAME_MAX, MINIMUM_REQUIREMENTS_MAX, WORK_TERM_LABELS, WORK_TERMS } from '@mp/domain';
import { CountedTextarea } from '../../../ui/CountedTextarea';
import type { Bind } from './fields';

type AgencyField = 'placed_by_agency' | 'agency_name' | 'work_term' | 'minimum_requirements';

/**
 * Reg. 27 (decision 0065): a post placed by an employment agency names the agency and says whether the work is temporary
 * or permanent; with pay shown, also the minimum experience or qualifications (and the location, above).
 */
export function AgencyAdFields({ bind, placed, payShown }: { bind: Bind<AgencyField>; placed: boolean; payShown: boolean }) {
  return (
    <Stack gap="sm">
      <Checkbox label={AGENCY_AD_MSG.placedByAgency} description={AGENCY_AD_MSG.placedByAgencyHint} {...bind('placed_by_agency', { type: 'checkbox' })} />
      {placed && (
        <>
          <TextInput label="Agency's full name" withAsterisk maxLength={AGENCY_NAME_MAX} autoComplete="organization" {...bind('agency_name')} />
          <Radio.Group label="Is the work temporary or permanent?" withAsterisk {...bind('work_term')}>
            <Group mt={6} gap="lg">
              {WORK_TERMS.map((term) => (
                <Radio key={term} value={term} label={WORK_TERM_LABELS[term]} />
              ))}
            </Group>
          </Radio.Group>
          {/* Required with pay shown, as the box's hint says: no description of its own, which would replace the count. */}
          <CountedTextarea
            label="Minimum experience or qualifications"
            withAsterisk={payShown}
            minRows={2}
            maxRows={6}
            max={MINIMUM_REQUIREMENTS_MAX}
            {...bind('minimum_requirements')}
          />
        </>
      )}
    </Stack>
  );
}
