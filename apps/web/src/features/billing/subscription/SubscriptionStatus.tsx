import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatRenewalDate, MSG } from '@mp/domain';
import { toastError, toastSuccess } from '../../../lib/toast';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { useAuthenticatePayment } from '../card-entry';
import type { Subscription } from '../documents';
import { signedOut } from '../../../app/error-reason';
import { paymentReason } from '../errors';
import { jobPosts, ordinalDay, poundsText } from '../format';
import { usePaySubscriptionNow, useRefreshBilling, useSubscriptionEnd } from '../hooks';
import { settle } from '../shared/settle';

function StatusBadge({ subscription }: { subscription: Subscription }) {
  if (subscription.status === 'past_due') {
    return (
      <Badge color="red" variant="light">
        Payment failed
      </Badge>
    );
  }
  if (subscription.cancelAtPeriodEnd) {
    return (
      <Badge color="yellow" variant="light">
        Ends {formatRenewalDate(subscription.periodEnd)}
      </Badge>
    );
  }
  return (
    <Badge color="green" variant="light">
      Active
    </Badge>
  );
}

/** A past-due subscription: the failure, the next automatic try, and 'Pay now' on the page (the bank may ask to authenticate). */
function PastDue({ subscription }: { subscription: Subscription }) {
  const pay = usePaySubscriptionNow();
  const authenticate = useAuthenticatePayment();
  const refresh = useRefreshBilling();
  const payNow = async () => {
    try {
      const settled = await settle(await pay.mutateAsync(), authenticate);
      toastSuccess(settled.status === 'paid' ? 'Payment received: your subscription is active again.' : 'Your payment is being processed.');
    } catch (error) {
      if (!signedOut(error)) toastError(paymentReason(error, MSG.somethingWrong));
    } finally {
      void refresh();
    }
  };
  return (
    <Alert color="red" role="alert" title="Your last subscription payment failed" data-testid="past-due">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          We could not charge your card for the period from {formatRenewalDate(subscription.periodEnd)}
          {subscription.nextAttemptAt ? `. We will try again on ${formatRenewalDate(subscription.nextAttemptAt)}` : ''}. Pay now, or
          update your card below, to keep your subscription.
        </Text>
        <Button color="red" onClick={() => void payNow()} loading={pay.isPending}>
          Pay now
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The live subscription (update mode, C-F4): its price and posts, the renewal date written like '4th February 2027'
 * (C-Q16), a way to cancel at the period's end (confirmed) and to keep it, and a past-due payment's 'Pay now'.
 */
export function SubscriptionStatus({ subscription }: { subscription: Subscription }) {
  const end = useSubscriptionEnd();
  const renewal = formatRenewalDate(subscription.periodEnd);
  const change = (action: 'cancel' | 'resume') =>
    end.mutate(action, {
      onSuccess: () =>
        toastSuccess(action === 'cancel' ? `Your subscription will end on ${renewal}.` : 'Your subscription will renew as before.'),
      onError: (error) => {
        if (!signedOut(error)) toastError(paymentReason(error, MSG.somethingWrong));
      },
    });
  return (
    <Stack gap="md">
      {subscription.status === 'past_due' && <PastDue subscription={subscription} />}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="subscription-title" data-testid="subscription-status">
        <Stack gap="sm">
          <Group justify="space-between" align="center" wrap="wrap" gap="xs">
            <Title order={2} fz="h4" id="subscription-title">
              Monthly subscription
            </Title>
            <StatusBadge subscription={subscription} />
          </Group>
          <Text>
            {poundsText(subscription.pricePence)} a month plus VAT, with {jobPosts(subscription.includedPosts).toLowerCase()} each month,
            renewed on the {ordinalDay(new Date(subscription.periodEnd).getUTCDate())}. Job posts you do not use stay in your balance.
          </Text>
          {subscription.cancelAtPeriodEnd ? (
            <Text data-testid="renewal">
              Your subscription ends on <strong>{renewal}</strong>. The job posts you have stay in your balance.
            </Text>
          ) : (
            <Text data-testid="renewal">
              Next renewal: <strong>{renewal}</strong>
            </Text>
          )}
          <Group>
            {subscription.cancelAtPeriodEnd ? (
              <Button variant="light" onClick={() => change('resume')} loading={end.isPending}>
                Keep my subscription
              </Button>
            ) : (
              <ConfirmButton
                variant="default"
                title="Cancel your subscription?"
                message={`It ends on ${renewal}: you will not be charged again, and the job posts you have stay in your balance.`}
                confirmLabel="Cancel subscription"
                loading={end.isPending}
                onConfirm={() => change('cancel')}
              >
                Cancel subscription
              </ConfirmButton>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
