import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDate, PASSKEY_MSG, passkeyNameRule } from '@mp/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { toastError, toastSuccess } from '../../lib/toast';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { LoadFailed } from '../../ui/LoadFailed';
import { passkeysQuery, useAddPasskey, useRemovePasskey, useRenamePasskey } from './passkey-hooks';
import { useStepUp } from './StepUpDialog';
import { passkeyErrorMessage, passkeysSupported } from './webauthn';

interface Passkey {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A name typed for a passkey: the shared rule's message, or the trimmed name. */
function checkName(value: string): { name?: string; error?: string } {
  const parsed = passkeyNameRule.safeParse(value);
  return parsed.success ? { name: parsed.data } : { error: parsed.error.issues[0]?.message };
}

function NameForm({ label, initial, submitLabel, pending, onSubmit, onCancel }: {
  label: string;
  initial: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { name, error: problem } = checkName(value);
    setError(problem);
    if (name) onSubmit(name);
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label={label} placeholder="e.g. Work laptop" value={value} onChange={(e) => setValue(e.currentTarget.value)} error={error} autoFocus />
        <Group gap="sm">
          <Button type="submit" loading={pending} disabled={pending}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PasskeyRow({ passkey, guard }: { passkey: Passkey; guard: (action: () => void) => (error: unknown) => boolean }) {
  const [renaming, setRenaming] = useState(false);
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const removeNow = () =>
    remove.mutate(passkey.id, {
      onSuccess: () => toastSuccess(PASSKEY_MSG.removed),
      onError: (err) => {
        if (!guard(removeNow)(err)) toastError(passkeyErrorMessage(err));
      },
    });
  if (renaming) {
    return (
      <NameForm
        label={`New name for ${passkey.name}`}
        initial={passkey.name}
        submitLabel="Save"
        pending={rename.isPending}
        onCancel={() => setRenaming(false)}
        onSubmit={(name) =>
          rename.mutate(
            { id: passkey.id, name },
            {
              onSuccess: () => {
                setRenaming(false);
                toastSuccess(PASSKEY_MSG.renamed);
              },
              onError: (err) => toastError(passkeyErrorMessage(err)),
            },
          )
        }
      />
    );
  }
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" component="li" aria-label={passkey.name}>
      <div>
        <Text fw={600}>{passkey.name}</Text>
        <Text size="sm" c="dimmed">
          Added {formatDate(passkey.created_at)} · {passkey.last_used_at ? `Last used ${formatDate(passkey.last_used_at)}` : 'Not used yet'}
        </Text>
      </div>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => setRenaming(true)} aria-label={`Rename ${passkey.name}`}>
          Rename
        </Button>
        <ConfirmButton
          variant="subtle"
          color="red"
          size="xs"
          aria-label={`Remove ${passkey.name}`}
          title="Remove this passkey?"
          message={`${passkey.name} will no longer sign you in.`}
          confirmLabel="Remove"
          loading={remove.isPending}
          disabled={remove.isPending}
          onConfirm={removeNow}
        >
          Remove
        </ConfirmButton>
      </Group>
    </Group>
  );
}

/**
 * My Account's passkeys (decision 0064): several, each named; added after a step-up when the account has a factor,
 * renamed, removed (a step-up too). A passkey signs in without a password and counts as the second step.
 */
export function PasskeysCard() {
  const list = useQuery(passkeysQuery());
  const [adding, setAdding] = useState(false);
  const add = useAddPasskey();
  const { guard, dialog } = useStepUp();
  // Known in the browser only: the server's render offers nothing it cannot keep.
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(passkeysSupported()), []);
  const addNamed = (name: string) =>
    add.mutate(name, {
      onSuccess: () => {
        setAdding(false);
        toastSuccess(PASSKEY_MSG.added);
      },
      onError: (err) => {
        if (!guard(() => addNamed(name))(err)) toastError(passkeyErrorMessage(err));
      },
    });

  return (
    <Paper withBorder p="lg" radius="lg" component="section" aria-labelledby="passkeys-title" aria-busy={list.isPending}>
      <Stack gap="md">
        <Title order={2} size="h3" id="passkeys-title">
          Passkeys
        </Title>
        <Text size="sm">
          Sign in with your fingerprint, face or screen lock instead of a password. A passkey also counts as your second step.
        </Text>
        {list.isPending && (
          <Stack gap="xs">
            <Skeleton h={16} w="60%" />
            <Skeleton h={16} w="40%" />
          </Stack>
        )}
        {list.isError && <LoadFailed title="Your passkeys could not be read" retrying={list.isFetching} onRetry={() => void list.refetch()} />}
        {list.data && list.data.length === 0 && (
          <Text size="sm" c="dimmed">
            You have no passkeys yet.
          </Text>
        )}
        {list.data && list.data.length > 0 && (
          <Stack gap="sm" component="ul" aria-label="Your passkeys" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.map((p) => (
              <PasskeyRow key={p.id} passkey={p} guard={guard} />
            ))}
          </Stack>
        )}
        {!supported && <Text size="sm">{PASSKEY_MSG.unsupported}</Text>}
        {supported && adding && (
          <NameForm label="Passkey name" initial="" submitLabel="Create passkey" pending={add.isPending} onSubmit={addNamed} onCancel={() => setAdding(false)} />
        )}
        {supported && !adding && list.data && (
          <Group>
            <Button variant="default" onClick={() => setAdding(true)}>
              Add a passkey
            </Button>
          </Group>
        )}
      </Stack>
      {dialog}
    </Paper>
  );
}
