import { Group, Radio, Select, SimpleGrid } from '@mantine/core';
import { IR35_OPTIONS, isContractRole, JOB_DURATIONS } from '@mp/domain';
import { ChoiceListField } from '../../../ui/ChoiceListField';
import { LIST_FAILED, useGenres, useJobChoices, usePositions } from '../../reference';
import { changeDiscipline, changeLevel, type JobFormApi } from './useJobForm';

const options = (list: { id: string; name: string }[] | undefined) => (list ?? []).map((o) => ({ value: o.id, label: o.name }));
const keyed = (list: { key: string; name: string }[] | undefined) => (list ?? []).map((o) => ({ value: o.key, label: o.name }));
const DURATION_OPTIONS = JOB_DURATIONS.map((d) => ({ value: String(d.value), label: d.label }));

/** Professional Discipline and Category Experience (B-F1 rows 4 and 5). */
export function DisciplineFields({ form }: { form: JobFormApi }) {
  const choices = useJobChoices();
  const genres = useGenres(form.values.industries);
  return (
    <>
      <Select
        label="Professional Discipline"
        withAsterisk
        data={options(choices.data?.industries)}
        value={form.values.industries[0] ?? null}
        onChange={(id) => changeDiscipline(form, id)}
        error={choices.isError ? 'Could not get disciplines' : form.errors.industries}
        allowDeselect={false}
      />
      <ChoiceListField
        label="Category Experience"
        required
        options={genres.data}
        loading={genres.isFetching}
        failed={genres.isError ? LIST_FAILED.genres : null}
        placeholder={form.values.industries.length ? undefined : 'Choose a professional discipline first'}
        value={form.values.genres}
        onChange={(value) => form.setFieldValue('genres', value)}
        onBlur={() => form.validateField('genres')}
        error={form.errors.genres}
      />
    </>
  );
}

/** Type of Role, Working Hours, and for contract roles Duration and IR35 (B-F1 rows 9 to 12, B-Q1). */
export function RoleTypeFields({ form }: { form: JobFormApi }) {
  const choices = useJobChoices();
  const contract = isContractRole(form.values.type);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Type of Role" withAsterisk data={keyed(choices.data?.allJobtypes)} allowDeselect={false} {...form.getInputProps('type')} />
        <Select
          label="Working Hours"
          withAsterisk
          data={keyed(choices.data?.workingHours)}
          allowDeselect={false}
          {...form.getInputProps('sub_type')}
        />
      </SimpleGrid>
      {contract ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Duration"
            data={DURATION_OPTIONS}
            clearable
            value={form.values.duration === null ? null : String(form.values.duration)}
            onChange={(v) => form.setFieldValue('duration', v ? Number(v) : null)}
            error={form.errors.duration}
          />
          <Radio.Group
            label="IR35"
            value={form.values.is_ir35 === null ? null : String(form.values.is_ir35)}
            onChange={(v) => form.setFieldValue('is_ir35', Number(v))}
            error={form.errors.is_ir35}
          >
            <Group mt={6} gap="lg">
              {IR35_OPTIONS.map((o) => (
                <Radio key={o.value} value={String(o.value)} label={o.label} />
              ))}
            </Group>
          </Radio.Group>
        </SimpleGrid>
      ) : null}
    </>
  );
}

/** Experience Level and Position Sought: positions of the discipline and level, reset when the level changes (B-X6). */
export function LevelFields({ form }: { form: JobFormApi }) {
  const choices = useJobChoices();
  const positions = usePositions(form.values.industries, form.values.level);
  const ready = form.values.industries.length > 0 && form.values.level !== '';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label="Experience Level"
        withAsterisk
        data={options(choices.data?.allJoblevels)}
        value={form.values.level || null}
        onChange={(id) => changeLevel(form, id)}
        error={form.errors.level}
        allowDeselect={false}
      />
      <Select
        label="Position Sought"
        withAsterisk
        data={options(positions.data)}
        placeholder={ready ? undefined : 'Choose a discipline and a level first'}
        searchable
        allowDeselect={false}
        nothingFoundMessage={positions.isFetching ? 'Loading…' : 'Nothing found'}
        {...form.getInputProps('position')}
        value={form.values.position || null}
        error={positions.isError ? LIST_FAILED.positions : form.errors.position}
      />
    </SimpleGrid>
  );
}
