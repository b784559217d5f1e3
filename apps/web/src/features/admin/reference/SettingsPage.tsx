import { Button, Group, Table, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../app/api-client';
import { showServerFieldErrors } from '../../../lib/forms';
import { toastSuccess } from '../../../lib/toast';
import { groupSettings } from '../billing/settings';
import { adminKeys } from '../keys';
import { toastActionError } from '../ui/errors';
import { PageTitle } from '../ui/PageTitle';
import { QueryState } from '../ui/QueryState';
import { ActionsHeader, WideTable } from '../ui/WideTable';
import { SettingRow } from './SettingRow';
import { AdminSettingsQuery, AdminUpdateSettingMutation } from './settings-documents';

/**
 * /admin/settings: the platform's key/value settings, each editable; new keys can be added. Those payments read come
 * first, named and explained (a missing one listed empty, to be set); the rest by key.
 */
export function SettingsPage() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: adminKeys.settings, queryFn: () => gqlRequest(AdminSettingsQuery, {}), select: (d) => d.adminSettings });
  const save = useMutation({
    mutationFn: (v: { key: string; value: string }) => gqlRequest(AdminUpdateSettingMutation, v),
    onSuccess: ({ adminUpdateSetting }) => {
      toastSuccess(`'${adminUpdateSetting.key}' saved.`);
      return queryClient.invalidateQueries({ queryKey: adminKeys.settings });
    },
  });
  const groups = groupSettings(settings.data ?? []);
  const pendingKey = save.isPending ? save.variables?.key : undefined;
  const saveValue = (key: string) => (value: string, done: () => void) => save.mutate({ key, value }, { onSuccess: done, onError: toastActionError });
  const form = useForm({ mode: 'controlled', initialValues: { key: '', value: '' } });
  const add = form.onSubmit((v) =>
    save.mutate(v, { onSuccess: () => form.reset(), onError: (error) => void (showServerFieldErrors(form, error) || toastActionError(error)) }),
  );

  return (
    <>
      <PageTitle title="Settings" />
      <QueryState query={settings}>
        <Title order={2} size="h4" mb="xs">
          Payments
        </Title>
        <SettingsTable label="Payments" keyHeader="Setting">
          {groups.payments.map((s) => (
            <SettingRow key={s.key} settingKey={s.key} value={s.value} label={s.label} help={s.help} pending={pendingKey === s.key} onSave={saveValue(s.key)} />
          ))}
        </SettingsTable>
        <Title order={2} size="h4" mt="xl" mb="xs">
          Other settings
        </Title>
        <SettingsTable label="Other settings" keyHeader="Key">
          {groups.others.map((s) => (
            <SettingRow key={s.key} settingKey={s.key} value={s.value} pending={pendingKey === s.key} onSave={saveValue(s.key)} />
          ))}
        </SettingsTable>
      </QueryState>
      <form onSubmit={add} aria-label="Add a setting">
        <Group gap="sm" align="flex-start" mt="lg">
          <TextInput label="New key" placeholder="lower_snake_case" required w={240} {...form.getInputProps('key')} />
          <TextInput label="Value" required w={{ base: '100%', sm: 320 }} {...form.getInputProps('value')} />
          <Button type="submit" mt={25} loading={save.isPending && save.variables?.key === form.values.key}>
            Add setting
          </Button>
        </Group>
      </form>
    </>
  );
}

/**
 * A group of settings. Narrow enough to fit a phone (the names wrap, so each value stays in sight); below that it
 * scrolls sideways with Edit pinned on screen, like the console's other lists.
 */
function SettingsTable({ label, keyHeader, children }: { label: string; keyHeader: string; children: ReactNode }) {
  return (
    <WideTable minWidth={340} pinnedActions label={label}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="40%">{keyHeader}</Table.Th>
            <Table.Th>Value</Table.Th>
            <ActionsHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </WideTable>
  );
}
