import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { GRANT_MAX } from '@mp/domain';
import { grantCreditsSchema } from '@mp/domain/rules';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms';
import { toastActionError } from '../ui/errors';
import { useGrantCredits } from './useTeamCredits';

/**
 * "Grant job posts": a quantity (a whole number from 1 to 1000) and a reason, both kept in the ledger and the audit
 * log. A negative, zero or fractional quantity is refused with the rule's message, here and on the server.
 */
export function GrantCreditsForm({ teamId }: { teamId: string }) {
  const grant = useGrantCredits(teamId);
  const form = useSchemaForm(grantCreditsSchema, { quantity: 1 as number | string, reason: '' });
  const submit = form.onSubmit((values) =>
    grant.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => void (showServerFieldErrors(form, error) || toastActionError(error)),
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Grant job posts">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NumberInput
          label="Job posts"
          required
          min={1}
          max={GRANT_MAX}
          // What was typed reaches the shared rule, which names the mistake: stripping a minus sign or a
          // decimal point, or clamping on blur, silently turned '-5' into 5 and '2.5' into 25.
          clampBehavior="none"
          w={120}
          {...form.getInputProps('quantity')}
        />
        <TextInput label="Reason" required placeholder="e.g. Launch offer" style={{ flex: '1 1 14rem' }} {...form.getInputProps('reason')} />
        <Button type="submit" loading={grant.isPending} mt={{ base: 0, xs: 25 }}>
          Grant job posts
        </Button>
      </Group>
    </form>
  );
}
