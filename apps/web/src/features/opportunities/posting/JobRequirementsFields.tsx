import { STRICT_DISCIPLINE_ID } from '@mp/domain';
import { ChoiceListField } from '../../../ui/ChoiceListField';
import { LIST_FAILED, useQualifications, useSkills } from '../../reference';
import type { JobFormApi } from './useJobForm';

type ListField = 'skills' | 'software_skills' | 'qualifications';
type MustField = 'skill_must_haves' | 'software_must_haves' | 'qualification_must_haves';

const PICK_DISCIPLINE = 'Choose a professional discipline first';

/**
 * Skills Required, Software Skills and Qualifications, each with its must-haves (B-F1 rows 15 to 20):
 * options of the chosen discipline; software skills and qualifications required with discipline 2,
 * "(optional)" otherwise.
 */
export function JobRequirementsFields({ form }: { form: JobFormApi }) {
  const industries = form.values.industries;
  const skills = useSkills(industries, false);
  const software = useSkills(industries, true);
  const qualifications = useQualifications(industries);
  const strict = industries.includes(String(STRICT_DISCIPLINE_ID));
  const picked = industries.length > 0;

  const list = (field: ListField, must: MustField) => ({
    value: form.values[field],
    onChange: (value: string[]) => form.setFieldValue(field, value),
    error: form.errors[field],
    must: form.values[must],
    onMustChange: (value: string[]) => form.setFieldValue(must, value),
    mustError: form.errors[must],
    onBlur: () => form.validateField(field),
    placeholder: picked ? undefined : PICK_DISCIPLINE,
  });

  return (
    <>
      <ChoiceListField
        label="Skills Required"
        mustLabel="Skills Must Haves"
        required
        options={skills.data}
        loading={skills.isFetching}
        failed={skills.isError ? LIST_FAILED.skills : null}
        {...list('skills', 'skill_must_haves')}
      />
      <ChoiceListField
        label="Software Skills"
        mustLabel="Software Skills Must Haves"
        required={strict}
        optional={!strict}
        options={software.data}
        loading={software.isFetching}
        failed={software.isError ? LIST_FAILED.skills : null}
        {...list('software_skills', 'software_must_haves')}
      />
      <ChoiceListField
        label="Qualifications"
        mustLabel="Qualifications Must Haves"
        required={strict}
        optional={!strict}
        options={qualifications.data}
        loading={qualifications.isFetching}
        failed={qualifications.isError ? LIST_FAILED.qualifications : null}
        {...list('qualifications', 'qualification_must_haves')}
      />
    </>
  );
}
