import { Button, Group, Table, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../app/api-client';
import { showServerFieldErrors } from '../../../lib/forms';
import { toastSuccess } from '../../../lib/toast';
import { adminKeys } from '../keys';
import { toastActionError } from '../ui/errors';
import { PageTitle } from '../ui/PageTitle';
import { QueryState } from '../ui/QueryState';
import { SettingRow } from './SettingRow';
import { AdminSettingsQuery, AdminUpdateSettingMutation } from './settings-documents';

/** /admin/settings: the platform's key/value settings (prices, VAT, terms), each editable; new keys can be added. */
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
  const form = useForm({ mode: 'controlled', initialValues: { key: '', value: '' } });
  const add = form.onSubmit((v) =>
    save.mutate(v, { onSuccess: () => form.reset(), onError: (error) => void (showServerFieldErrors(form, error) || toastActionError(error)) }),
  );

  return (
    <>
      <PageTitle title="Settings" />
      <QueryState query={settings}>
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Key</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(settings.data ?? []).map((s) => (
                <SettingRow
                  key={s.key}
                  settingKey={s.key}
                  value={s.value}
                  pending={save.isPending && save.variables?.key === s.key}
                  onSave={(value, done) => save.mutate({ key: s.key, value }, { onSuccess: done, onError: toastActionError })}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
