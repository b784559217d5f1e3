import { PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { DEFAULT_COUNTRY } from '@mp/domain';
import type { ReactNode } from 'react';
import { COUNTRY_OPTIONS } from './select-options';

type AddressField = 'address_1' | 'address_2' | 'city' | 'state' | 'zip' | 'country';

/** A record's address as the form's first values: '' for a missing line, the default country when none. */
export function addressValues(record: { [K in AddressField]?: string | null }) {
  return {
    address_1: record.address_1 ?? '',
    address_2: record.address_2 ?? '',
    city: record.city ?? '',
    state: record.state ?? '',
    country: (record.country ?? DEFAULT_COUNTRY) as string | null,
    zip: record.zip ?? '',
  };
}

interface AddressFieldsProps {
  /** The form's getInputProps for the address columns. */
  inputProps: (field: AddressField) => GetInputPropsReturnType;
  /** The page's own words for the lines and the postcode. */
  labels: { line1: string; line2: string; zip: string };
  line2Description?: string;
  /**
   * 'split': the two lines full width, then the rest two by two (the company form); 'grid': all two by two,
   * with `children` (more fields) after them in the same grid (personal information).
   */
  layout: 'split' | 'grid';
  children?: ReactNode;
}

/** The address inputs of a profile form: lines, city, county, postcode and country (required but line 2). */
export function AddressFields({ inputProps, labels, line2Description, layout, children }: AddressFieldsProps) {
  const lines = (
    <>
      <TextInput label={labels.line1} withAsterisk autoComplete="address-line1" {...inputProps('address_1')} />
      <TextInput label={labels.line2} description={line2Description} autoComplete="address-line2" {...inputProps('address_2')} />
    </>
  );
  const grid = (more: ReactNode) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {more}
      <TextInput label="City" withAsterisk autoComplete="address-level2" {...inputProps('city')} />
      <TextInput label="County" withAsterisk autoComplete="address-level1" {...inputProps('state')} />
      <TextInput label={labels.zip} withAsterisk autoComplete="postal-code" {...inputProps('zip')} />
      <Select label="Country" withAsterisk data={COUNTRY_OPTIONS} searchable allowDeselect={false} {...inputProps('country')} />
      {children}
    </SimpleGrid>
  );
  if (layout === 'grid') return grid(lines);
  return (
    <>
      {lines}
      {grid(null)}
    </>
  );
}

/** The phone input of a profile form. */
export function PhoneField(props: GetInputPropsReturnType) {
  return <TextInput label="Phone" withAsterisk type="tel" autoComplete="tel" placeholder="00 0000 000 00" {...props} />;
}

/** Shown once the sign-in email is changed: the server asks for the current password. */
export function EmailChangePassword(props: GetInputPropsReturnType) {
  return (
    <PasswordInput
      label="Current Password"
      description="You sign in with this email: enter your password to change it."
      autoComplete="current-password"
      {...props}
    />
  );
}
