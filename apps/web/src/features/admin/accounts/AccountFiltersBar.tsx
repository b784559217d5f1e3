import { Button, Grid, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { USER_STATUSES, USER_TYPES } from '@mp/domain';
import { stillAt } from '../../../lib/navigation';
import type { AccountFilters } from './filters';
import { TYPE_LABEL } from './labels';

const TYPE_OPTIONS = USER_TYPES.map((value) => ({ value, label: TYPE_LABEL[value] }));
const STATUS_OPTIONS = USER_STATUSES.map((value) => ({ value, label: value === 'ACTIVE' ? 'Active' : 'Inactive' }));
const VERIFIED_OPTIONS = [
  { value: 'yes', label: 'Verified companies' },
  { value: 'no', label: 'Companies not verified' },
];
const EMPTY: Omit<AccountFilters, 'page'> = { search: '', type: '', status: '', createdFrom: '', createdTo: '', verified: '' };

/** Search (typed text applies after a pause), type, status, the companies' verification and the created-date range. */
export function AccountFiltersBar({ filters, onChange }: { filters: AccountFilters; onChange: (next: AccountFilters) => void }) {
  const [search, setSearch] = useState(filters.search);
  const { pathname } = useLocation();
  const apply = (patch: Partial<AccountFilters>) => onChange({ ...filters, ...patch, page: 1 });
  // Typed text applies after a pause; an effect (not a timer) so leaving the page cancels it, and not while
  // an account clicked meanwhile is loading (this list is still on screen then).
  const [settled] = useDebouncedValue(search, 350);
  useEffect(() => {
    if (settled !== filters.search && stillAt(pathname)) onChange({ ...filters, search: settled, page: 1 });
    // Runs only when the settled text changes; the other filters apply themselves.
  }, [settled]);
  const filtered = Object.entries(EMPTY).some(([key]) => filters[key as keyof typeof EMPTY] !== '');

  return (
    <>
      <Grid gap="sm" align="flex-end" mb={filtered ? 'xs' : 'md'}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextInput
            label="Search"
            placeholder="Name, email or company"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select label="Type" placeholder="Any" clearable data={TYPE_OPTIONS} value={filters.type || null} onChange={(v) => apply({ type: (v ?? '') as AccountFilters['type'] })} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select label="Status" placeholder="Any" clearable data={STATUS_OPTIONS} value={filters.status || null} onChange={(v) => apply({ status: (v ?? '') as AccountFilters['status'] })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Select label="Verification" placeholder="Any" clearable data={VERIFIED_OPTIONS} value={filters.verified || null} onChange={(v) => apply({ verified: (v ?? '') as AccountFilters['verified'] })} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 4 }}>
          <TextInput label="Created from" type="date" value={filters.createdFrom} max={filters.createdTo || undefined} onChange={(e) => apply({ createdFrom: e.currentTarget.value })} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 4 }}>
          <TextInput label="Created to" type="date" value={filters.createdTo} min={filters.createdFrom || undefined} onChange={(e) => apply({ createdTo: e.currentTarget.value })} />
        </Grid.Col>
      </Grid>
      {filtered && (
        <Group justify="flex-end" mb="xs">
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              setSearch('');
              onChange({ ...filters, ...EMPTY, page: 1 });
            }}
          >
            Clear filters
          </Button>
        </Group>
      )}
    </>
  );
}
