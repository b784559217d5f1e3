import { Paper, SimpleGrid, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { countries } from '@mp/domain';
import type { ReactNode } from 'react';
import { formatPhone } from '@mp/domain/phone';

/** One read-only "label / value" pair; an empty value shows '—'. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** A bordered section of details named by its heading (`id` links the two). */
export function DetailsSection({ id, title, order, children }: { id: string; title: string; order: TitleOrder; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={order} fz="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Details three to a row on wider screens, one a row on phones. */
export function DetailsGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {children}
    </SimpleGrid>
  );
}

export interface AddressRecord {
  address_1?: string | null;
  address_2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  email?: string | null;
  phone?: string | null;
}

const countryName = (code: string | null | undefined) => (code ? (countries().find((c) => c.code === code)?.name ?? code) : null);

/** The address as lines: the parts that are there, the country by its name. */
export function addressText(r: AddressRecord): string {
  return [r.address_1, r.address_2, r.city, r.state, r.zip, countryName(r.country)].filter(Boolean).join('\n');
}

/** 'Address and contact' of a company or a person, as far as the reader may see it. */
export function ContactDetails({ id, order, record }: { id: string; order: TitleOrder; record: AddressRecord }) {
  return (
    <DetailsSection id={id} title="Address and contact" order={order}>
      <DetailsGrid>
        <Detail label="Address">{addressText(record)}</Detail>
        <Detail label="Email">{record.email}</Detail>
        <Detail label="Phone">{record.phone && formatPhone(record.phone)}</Detail>
      </DetailsGrid>
    </DetailsSection>
  );
}
