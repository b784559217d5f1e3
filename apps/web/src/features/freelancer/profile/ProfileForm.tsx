import { Button, Group, Radio, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { freelancerProfileSchema, PROFILE_STRICT_DISCIPLINE_ID, type ProfileScreen } from '@mp/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms';
import { useGroupPath } from '../../../app/group-context';
import { ChoiceListField } from '../../../ui/ChoiceListField';
import { LIST_FAILED, useGenres, useJobChoices, useQualifications, useSkills } from '../../reference';
import type { MyProfile } from './documents';
import { initialProfileValues, withDiscipline, type ProfileFormValues } from './form-values';
import { useSaveProfile } from './hooks';
import { SalaryField } from './SalaryField';

const PICK_DISCIPLINE = 'Choose your discipline first';
type ListField = 'genres' | 'skills' | 'software_skills' | 'qualifications';

/**
 * The profile form of manage-cv and edit-profile: discipline and what depends on it,
 * what the freelancer considers, the salary band and the links. Checked with the shared rules of the
 * screen (its job type and working-hour messages); a save goes to the profile view.
 */
export function ProfileForm({ profile, screen }: { profile: MyProfile; screen: ProfileScreen }) {
  const schema = useMemo(() => freelancerProfileSchema(screen), [screen]);
  const form = useSchemaForm(schema, initialProfileValues(profile));
  const save = useSaveProfile(screen);
  const navigate = useNavigate();
  const path = useGroupPath();
  const choices = useJobChoices();
  const industries = form.values.industries;
  const genres = useGenres(industries);
  const skills = useSkills(industries, false);
  const software = useSkills(industries, true);
  const qualifications = useQualifications(industries);
  const strict = industries.includes(String(PROFILE_STRICT_DISCIPLINE_ID));
  const placeholder = industries.length > 0 ? undefined : PICK_DISCIPLINE;

  const list = (field: ListField) => ({
    value: form.values[field],
    onChange: (value: string[]) => form.setFieldValue(field, value),
    error: form.errors[field],
    onBlur: () => form.validateField(field),
    placeholder,
  });

  const submit = form.onSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => navigate(path('profile')),
      onError: (error) => void showServerFieldErrors(form, error),
    }),
  );

  const setValues = (next: ProfileFormValues) => form.setValues(next);

  return (
    <form noValidate onSubmit={submit} aria-label="Profile">
      <Stack gap="lg">
        <Title order={2} size="h3">
          Skills and experience
        </Title>
        <Select
          label="Professional discipline"
          withAsterisk
          aria-required
          data={(choices.data?.industries ?? []).map((i) => ({ value: i.id, label: i.name }))}
          value={industries[0] ?? null}
          onChange={(v) => setValues(withDiscipline(form.values, v))}
          description="Changing it clears the choices below"
          error={form.errors.industries}
          errorProps={{ role: 'alert' }}
          allowDeselect={false}
          searchable
        />
        <ChoiceListField
          label="Category experience"
          required
          options={genres.data}
          loading={genres.isFetching}
          failed={genres.isError ? LIST_FAILED.genres : null}
          {...list('genres')}
        />
        <ChoiceListField
          label="Skills"
          mustLabel="Top skills"
          required
          options={skills.data}
          loading={skills.isFetching}
          failed={skills.isError ? LIST_FAILED.skills : null}
          must={form.values.top_skills}
          onMustChange={(value) => form.setFieldValue('top_skills', value)}
          mustError={form.errors.top_skills}
          {...list('skills')}
        />
        <ChoiceListField
          label="Software skills"
          required={strict}
          optional={!strict}
          options={software.data}
          loading={software.isFetching}
          failed={software.isError ? LIST_FAILED.skills : null}
          {...list('software_skills')}
        />
        <ChoiceListField
          label="Qualifications"
          required={strict}
          optional={!strict}
          options={qualifications.data}
          loading={qualifications.isFetching}
          failed={qualifications.isError ? LIST_FAILED.qualifications : null}
          {...list('qualifications')}
        />

        <Title order={2} size="h3" mt="md">
          What you are looking for
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Radio.Group label="Job type consideration" withAsterisk errorProps={{ role: 'alert' }} {...form.getInputProps('job_type')}>
            <Stack gap="xs" mt={6}>
              {(choices.data?.allJobtypes ?? []).map((o) => (
                <Radio key={o.key} value={o.key} label={o.name} />
              ))}
            </Stack>
          </Radio.Group>
          <Radio.Group label="Working hours" withAsterisk errorProps={{ role: 'alert' }} {...form.getInputProps('working_hours')}>
            <Stack gap="xs" mt={6}>
              {(choices.data?.workingHours ?? []).map((o) => (
                <Radio key={o.key} value={o.key} label={o.name} />
              ))}
            </Stack>
          </Radio.Group>
        </SimpleGrid>
        <SalaryField
          currency={form.values.salary_currency}
          unit={form.values.salary_unit}
          range={[form.values.minimum_salary, form.values.maximum_salary]}
          onCurrency={(c) => form.setFieldValue('salary_currency', c)}
          onUnit={(unit, [min, max]) => setValues({ ...form.values, salary_unit: unit, minimum_salary: min, maximum_salary: max })}
          onRange={([min, max]) => setValues({ ...form.values, minimum_salary: min, maximum_salary: max })}
          error={form.errors.maximum_salary ?? form.errors.minimum_salary ?? form.errors.salary_currency}
        />

        <Title order={2} size="h3" mt="md">
          Links
        </Title>
        <TextInput label="LinkedIn" type="url" autoComplete="url" placeholder="https://www.linkedin.com/in/…" {...form.getInputProps('linkedin')} />
        <TextInput label="Supporting URL" type="url" placeholder="https://" description="A portfolio or website" {...form.getInputProps('supporting_url')} />

        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} w={{ base: '100%', sm: 'auto' }}>
            Save Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
