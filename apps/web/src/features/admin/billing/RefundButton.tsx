import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { formatPounds } from '@mp/domain';
import { showServerFieldErrors } from '../../../lib/forms';
import { toastActionError } from '../ui/errors';
import type { AdminPurchase } from './documents';
import { jobPosts } from './labels';
import { useRefund } from './usePayments';

export const REFUND_REASON_REQUIRED = 'Please give a reason.';
const REASON_MAX = 200;

/**
 * 'Refund' on a paid purchase: a dialog says what happens and asks why (kept in the ledger, the credit note and the
 * audit log). The dialog stays open until the server has answered, so a refusal (posts already used) is read there.
 */
export function RefundButton({ purchase }: { purchase: AdminPurchase }) {
  const [opened, dialog] = useDisclosure(false);
  const refund = useRefund();
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: { reason: (v) => (v.trim() ? null : REFUND_REASON_REQUIRED) },
  });
  const close = () => {
    if (refund.isPending) return;
    dialog.close();
    form.reset();
  };
  const submit = form.onSubmit(({ reason }) =>
    refund.mutate(
      { purchase, reason: reason.trim() },
      {
        onSuccess: () => {
          dialog.close();
          form.reset();
        },
        onError: (error) => void (showServerFieldErrors(form, error) || toastActionError(error)),
      },
    ),
  );
  const what = `${jobPosts(purchase.quantity)} for ${formatPounds(purchase.totalPence)}`;
  return (
    <>
      <Button size="xs" variant="subtle" color="red" onClick={dialog.open} aria-label={`Refund purchase #${purchase.id} of ${purchase.teamName}`}>
        Refund
      </Button>
      <Modal opened={opened} onClose={close} title={`Refund purchase #${purchase.id}`} centered>
        <form onSubmit={submit} noValidate aria-label="Refund">
          <Stack gap="md">
            <Text size="sm">
              {purchase.teamName} bought {what}. The posts are taken back (only if the team has not used them), a credit note is
              issued{purchase.gateway ? ' and the card is refunded' : ''}.
            </Text>
            <Textarea
              label="Reason"
              description="Kept in the ledger, on the credit note and in the audit log."
              required
              autosize
              minRows={2}
              maxLength={REASON_MAX}
              data-autofocus
              {...form.getInputProps('reason')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={refund.isPending}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={refund.isPending}>
                Refund {formatPounds(purchase.totalPence)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
