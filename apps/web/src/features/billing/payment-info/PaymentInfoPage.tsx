import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BILLING_MSG, billingAddressSchema } from '@mp/domain';
import { useState } from 'react';
import { useSchemaForm } from '../../../lib/forms';
import { toastSuccess } from '../../../lib/toast';
import { useBillingAccount, type Billing } from '../hooks';
import { addressValues, billingDetails, BillingAddressFields } from '../shared/address';
import { BillingFrame } from '../shared/BillingFrame';
import { CardErrorNotice } from '../shared/CardErrorNotice';
import { CardSummary } from '../shared/CardSummary';
import { useCardHolder } from '../shared/useSaveCard';
import { useSavePaymentInfo } from '../shared/useSavePaymentInfo';

/** The card and the billing address, saved together ('Payment info updated!'); also the subscription's update mode (C-Q8). */
export function PaymentInfoForm({ account }: { account: Billing }) {
  const { card, cardError, clearCardError, busy, run } = useSavePaymentInfo();
  const holder = useCardHolder();
  const { refetch } = useBillingAccount();
  // No saved card: the card form; a saved card: its summary, and 'Update Card Information' back to the form (C-F5).
  const [editingCard, setEditingCard] = useState(!account.card);
  const form = useSchemaForm(billingAddressSchema, addressValues(account.billingAddress));

  const submit = form.onSubmit(async (values) => {
    if (!(await run(form, values, { withCard: editingCard, details: billingDetails(values, holder) }))) return;
    toastSuccess(BILLING_MSG.paymentInfoUpdated);
    setEditingCard(false);
    // The spec reloads the page after 1 s to show what was saved: the account is read again instead.
    void refetch();
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="card-title">
          <Stack gap="md">
            <Title order={2} fz="h4" id="card-title">
              Card
            </Title>
            {account.card && !editingCard ? (
              <CardSummary
                card={account.card}
                action={
                  <Button variant="light" onClick={() => setEditingCard(true)}>
                    Update Card Information
                  </Button>
                }
              />
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  {account.card
                    ? 'The new card replaces the saved one for your purchases and subscription.'
                    : 'Your card is kept by our payment provider; we only keep its last four digits and expiry.'}
                </Text>
                {card.field}
                {cardError && <CardErrorNotice message={cardError} />}
                {account.card && (
                  <Group>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => {
                        setEditingCard(false);
                        clearCardError();
                      }}
                    >
                      Keep the saved card
                    </Button>
                  </Group>
                )}
              </>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="address-title">
          <Stack gap="md">
            <Stack gap={2}>
              <Title order={2} fz="h4" id="address-title">
                Billing address
              </Title>
              <Text size="sm" c="dimmed">
                Printed on your invoices. Its country decides whether UK VAT is charged.
              </Text>
            </Stack>
            <BillingAddressFields inputProps={form.getInputProps} />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={editingCard && !card.ready} w={{ base: '100%', sm: 'auto' }}>
            Save Payment Info
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** manage-payment-info: the team's card and billing address. */
export function PaymentInfoPage() {
  return (
    <BillingFrame cards title="Payment info" description="The card and billing address for your job posts and subscription.">
      {(account) => <PaymentInfoForm account={account} />}
    </BillingFrame>
  );
}
