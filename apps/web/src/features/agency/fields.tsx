import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { AGENCY_LOCATIONS_MAX, AGENCY_PHONES_MAX, UPLOAD_MSG } from '@mp/domain';
import { useMemo, type ReactNode } from 'react';
import { uploadImage } from '../../app/upload';
import { byDiscipline } from '../../lib/discipline-groups';
import { ImageUploadField } from '../../ui/ImageUploadField';
import { ChoiceListField } from '../../ui/ChoiceListField';
import { LIST_FAILED, useGenres, useJobChoices, useServices } from '../reference';
import { LocationField, type PlaceValue } from '../places';

/** The agency's logo (8 MB, the `logo` purpose), as the company's: the spec's messages for a wrong file. */
export function AgencyLogoField(props: { value: string; onChange: (url: string) => void; error?: ReactNode }) {
  return (
    <ImageUploadField
      label="Agency Logo"
      purpose="logo"
      noun="logo"
      messages={{ notImage: UPLOAD_MSG.invalidImage, wrongType: UPLOAD_MSG.imageType }}
      upload={uploadImage}
      {...props}
    />
  );
}

const asPlace = (label: string): PlaceValue | null =>
  label ? { id: `text:${label}`, label, kind: 'city' as PlaceValue['kind'], countryCode: null, lat: null, lng: null } : null;

/** Up to 2 locations, each chosen by place search; stored as their text addresses. */
export function LocationsField({
  value, onChange, error, required,
}: { value: string[]; onChange: (v: string[]) => void; error?: ReactNode; required?: boolean }) {
  const rows = value.length ? value : [''];
  const set = (i: number, label: string) => onChange(rows.map((v, j) => (j === i ? label : v)).filter((v, j) => v || j === 0));
  return (
    <Stack gap="xs">
      {rows.map((label, i) => (
        <LocationField
          key={i}
          label={i === 0 ? 'Location' : `Location ${i + 1}`}
          required={required && i === 0}
          value={asPlace(label)}
          onChange={(place) => set(i, place?.label ?? '')}
          error={i === 0 ? error : undefined}
        />
      ))}
      {rows.length < AGENCY_LOCATIONS_MAX && rows[rows.length - 1] ? (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange([...rows, ''])} style={{ alignSelf: 'flex-start' }}>
          Add another location
        </Button>
      ) : null}
    </Stack>
  );
}

/** Up to 4 phone numbers, typed as people write them (GB by default); the server stores them in E.164. */
export function PhonesField({
  value, onChange, errors,
}: { value: string[]; onChange: (v: string[]) => void; errors: Record<string, ReactNode> }) {
  const rows = value.length ? value : [''];
  return (
    <Stack gap="xs">
      {rows.map((phone, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={i === 0 ? 'Phone Numbers' : `Phone number ${i + 1}`}
            description={i === 0 ? `Up to ${AGENCY_PHONES_MAX}; UK numbers without +44 are fine` : undefined}
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => onChange(rows.map((v, j) => (j === i ? e.currentTarget.value : v)))}
            error={errors[`agency_phones.${i}`]}
            errorProps={{ role: 'alert' }}
          />
          {rows.length > 1 ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={i === 0 ? 50 : 26}
              aria-label={`Remove phone number ${i + 1}`}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              ×
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      {errors.agency_phones ? (
        <Text size="sm" c="red.8" role="alert">
          {errors.agency_phones}
        </Text>
      ) : null}
      {rows.length < AGENCY_PHONES_MAX ? (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange([...rows, ''])} style={{ alignSelf: 'flex-start' }}>
          Add another phone number
        </Button>
      ) : null}
    </Stack>
  );
}

interface ListProps {
  value: string[];
  onChange: (v: string[]) => void;
  error?: ReactNode;
}

/** The 11 services (at least one). */
export function ServicesField(props: ListProps) {
  const services = useServices();
  return (
    <ChoiceListField
      label="Services"
      required
      options={services.data?.map((s) => ({ id: String(s.id), name: s.name }))}
      loading={services.isFetching}
      failed={services.isError ? LIST_FAILED.services : null}
      {...props}
    />
  );
}

/** Category experience: every discipline's genres, under the discipline's name (at least one). */
export function GenresField(props: ListProps) {
  const choices = useJobChoices();
  const genres = useGenres(null);
  const grouped = useMemo(
    () => (genres.data && choices.data ? byDiscipline(genres.data, choices.data.industries) : undefined),
    [genres.data, choices.data],
  );
  return (
    <ChoiceListField
      label="Category Experience"
      required
      options={grouped}
      loading={genres.isFetching || choices.isFetching}
      failed={genres.isError || choices.isError ? LIST_FAILED.genres : null}
      {...props}
    />
  );
}
