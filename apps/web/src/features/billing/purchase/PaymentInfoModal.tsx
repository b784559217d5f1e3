import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { fullName } from '@mp/domain';
import { useSessionUser } from '../../../app/session/useSession';
import { useSchemaForm } from '../../../lib/forms';
import { toastSuccess } from '../../../lib/toast';
import type { Billing } from '../hooks';
import { addressValues, billingDetails, BillingAddressFields, paymentModalSchema } from '../shared/address';
import { CardErrorNotice } from '../shared/CardErrorNotice';
import { useSavePaymentInfo } from '../shared/useSavePaymentInfo';

/** C-Q11: the payment modal's success text (the payment-info page says 'Payment info updated!'). */
export const MODAL_SAVED = 'Your payment info has been updated!';

interface PaymentInfoModalProps {
  account: Billing;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Add Payment Info' (C-F2): the card holder's name, email and phone, the billing address and the card. The address is
 * the team's billing address (its country decides VAT); the name, email and phone go to the card provider with the card.
 */
export function PaymentInfoModal({ account, opened, onClose }: PaymentInfoModalProps) {
  // A long form: the whole screen on a phone.
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title="Add Payment Info" size="lg" centered fullScreen={phone}>
      {opened && <PaymentInfoForm account={account} onSaved={onClose} onCancel={onClose} />}
    </Modal>
  );
}

function PaymentInfoForm({ account, onSaved, onCancel }: { account: Billing; onSaved: () => void; onCancel: () => void }) {
  const user = useSessionUser();
  const { card, cardError, busy, run } = useSavePaymentInfo();
  const form = useSchemaForm(paymentModalSchema, {
    name: fullName(user?.first_name, user?.last_name) ?? '',
    email: user?.email ?? '',
    phone: '',
    ...addressValues(account.billingAddress),
  });

  const submit = form.onSubmit(async (values) => {
    if (!(await run(form, values, { withCard: true, details: billingDetails(values) }))) return;
    toastSuccess(MODAL_SAVED);
    onSaved();
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Your card is kept by our payment provider; we only keep its last four digits and expiry.
        </Text>
        <TextInput label="Name" withAsterisk autoComplete="cc-name" {...form.getInputProps('name')} data-autofocus />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Email" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label="Phone" withAsterisk type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <BillingAddressFields inputProps={form.getInputProps} />
        {card.field}
        {cardError && <CardErrorNotice message={cardError} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={!card.ready}>
            Save Payment Info
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
