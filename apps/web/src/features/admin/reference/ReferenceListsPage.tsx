import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ReferenceKind } from '@mp/domain';
import { PageTitle } from '../ui/PageTitle';
import { QueryState } from '../ui/QueryState';
import { AddEntryForm } from './AddEntryForm';
import { EntriesTable } from './EntriesTable';
import { isPerDiscipline, isReferenceKind, KIND_OPTIONS } from './kinds';
import { useReferenceEntries, useReferenceMutations } from './useReferenceEntries';

/** /admin/reference?kind=SKILL&discipline=2: the lists every form chooses from. */
export function ReferenceListsPage() {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind: ReferenceKind = isReferenceKind(kindParam) ? kindParam : 'INDUSTRY';
  const perDiscipline = isPerDiscipline(kind);
  const industryId = perDiscipline ? params.get('discipline') : null;
  const [search, setSearch] = useState('');

  const disciplines = useReferenceEntries('INDUSTRY', null, perDiscipline);
  const jobLevels = useReferenceEntries('JOB_LEVEL', null, kind === 'POSITION');
  const entries = useReferenceEntries(kind, industryId, !perDiscipline || industryId !== null);
  const mutations = useReferenceMutations(kind);
  const term = search.trim().toLowerCase();
  const shown = (entries.data ?? []).filter((e) => !term || e.name.toLowerCase().includes(term));

  const choose = (next: Record<string, string | null>) =>
    setParams(Object.fromEntries(Object.entries({ kind, discipline: industryId, ...next }).filter(([, v]) => v)) as Record<string, string>, {
      replace: true,
    });

  return (
    <>
      <PageTitle title="Reference lists" />
      <Stack gap="md">
        <Group gap="sm" align="flex-end">
          <Select label="List" data={KIND_OPTIONS} value={kind} allowDeselect={false} onChange={(v) => v && choose({ kind: v, discipline: null })} w={220} />
          {perDiscipline && (
            <Select
              label="Discipline"
              placeholder="Choose a discipline"
              data={(disciplines.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
              value={industryId}
              onChange={(v) => choose({ discipline: v })}
              w={260}
            />
          )}
          <TextInput label="Find" placeholder="Part of a name" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={200} />
        </Group>
        {perDiscipline && industryId === null ? null : (
          <>
            <AddEntryForm
              key={`${kind}-${industryId}`}
              kind={kind}
              industryId={industryId}
              jobLevels={jobLevels.data ?? []}
              pending={mutations.create.isPending}
              onAdd={(input, callbacks) => mutations.create.mutate(input, callbacks)}
            />
            <QueryState query={entries}>
              <EntriesTable kind={kind} entries={shown} jobLevels={jobLevels.data ?? []} canReorder={!term} mutations={mutations} />
            </QueryState>
          </>
        )}
      </Stack>
    </>
  );
}
