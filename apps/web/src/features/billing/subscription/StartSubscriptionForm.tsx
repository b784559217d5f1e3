import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BILLING_MSG, billingAddressSchema, MSG } from '@mp/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useGroupPath } from '../../../app/group-context';
import { sendUntilKnown, useSubmission } from '../../../app/submission';
import { inputFieldErrors } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/forms';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAuthenticatePayment } from '../card-entry';
import { signedOut } from '../../../app/error-reason';
import { paymentReason } from '../errors';
import { useRefreshBilling, useStartSubscription, type Billing } from '../hooks';
import { addressValues, billingDetails, BillingAddressFields } from '../shared/address';
import { CardErrorNotice } from '../shared/CardErrorNotice';
import { CardSummary } from '../shared/CardSummary';
import { PaymentCheckNotice } from '../shared/PaymentCheckNotice';
import { PromoField } from '../shared/PromoField';
import { settle } from '../shared/settle';
import { usePromo } from '../shared/usePromo';
import { useCardHolder } from '../shared/useSaveCard';
import { useSavePaymentInfo } from '../shared/useSavePaymentInfo';

/**
 * 'Start Your Subscription' (C-F4): the card (the saved one, or a new one), the billing address and a promo code; in
 * the spec's order: the card saved, the address saved, then the subscription started with the code only if it was accepted
 * (spec) and the submission's idempotency key. The first month is charged at once (the bank may ask to
 * authenticate); then 'Thank you for your subscription!' and the dashboard. A lost answer is checked with the same key
 * ('Checking your payment…'), so the first month is charged once.
 */
export function StartSubscriptionForm({ account }: { account: Billing }) {
  const navigate = useNavigate();
  const path = useGroupPath();
  const { card, cardError, clearCardError, busy, setBusy, run } = useSavePaymentInfo();
  const holder = useCardHolder();
  const start = useStartSubscription();
  const authenticate = useAuthenticatePayment();
  const refresh = useRefreshBilling();
  const submission = useSubmission();
  const promo = usePromo();
  const [check, setCheck] = useState<'checking' | 'unconfirmed' | null>(null);
  const [newCard, setNewCard] = useState(!account.card);
  const form = useSchemaForm(billingAddressSchema, addressValues(account.billingAddress));

  const submit = form.onSubmit(async (values) => {
    if (!(await run(form, values, { withCard: newCard, details: billingDetails(values, holder) }))) return;
    setNewCard(false);
    setBusy(true);
    try {
      await subscribe();
    } catch (error) {
      if (!signedOut(error)) toastError(paymentReason(error, MSG.somethingWrong));
    } finally {
      setBusy(false);
    }
  });

  async function subscribe() {
    const request = { promoCode: promo.applied };
    const idempotencyKey = submission.begin(request);
    if (idempotencyKey === null) return;
    setCheck(null);
    try {
      const settled = await sendUntilKnown(async () => settle(await start.mutateAsync({ ...request, idempotencyKey }), authenticate), {
        onChecking: () => setCheck('checking'),
      });
      submission.succeeded();
      setCheck(null);
      toastSuccess(settled.status === 'paid' ? BILLING_MSG.subscribed : 'Your payment is being processed: your subscription starts as soon as it clears.');
      void refresh();
      navigate(path('dashboard'));
    } catch (error) {
      void refresh();
      if (submission.failed(error) === 'unknown') {
        setCheck('unconfirmed');
        return;
      }
      setCheck(null);
      const promoProblem = inputFieldErrors(error)['promoCode'];
      if (promoProblem) promo.refuse(promoProblem);
      throw error;
    }
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="card-title">
          <Stack gap="md">
            <Title order={2} fz="h4" id="card-title">
              Card
            </Title>
            {account.card && !newCard ? (
              <CardSummary
                card={account.card}
                action={
                  <Button variant="light" onClick={() => setNewCard(true)}>
                    Use another card
                  </Button>
                }
              />
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  We charge the first month now, then each month on its renewal date.
                </Text>
                {card.field}
                {cardError && <CardErrorNotice message={cardError} />}
                {account.card && (
                  <Group>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => {
                        setNewCard(false);
                        clearCardError();
                      }}
                    >
                      Use the saved card
                    </Button>
                  </Group>
                )}
              </>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="address-title">
          <Stack gap="md">
            <Title order={2} fz="h4" id="address-title">
              Billing address
            </Title>
            <BillingAddressFields inputProps={form.getInputProps} />
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <PromoField promo={promo} description="Optional: it applies to the first month" disabled={busy} />
        </Paper>
        {check && <PaymentCheckNotice step={check} payment="subscription" />}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={busy} disabled={!account.canBeCharged || (newCard && !card.ready)} w={{ base: '100%', sm: 'auto' }}>
            Start Subscription
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
