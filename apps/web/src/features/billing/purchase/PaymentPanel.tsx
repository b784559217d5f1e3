import { Anchor, Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useGroupPath } from '../../../app/group-context';
import type { PriceQuote } from '../documents';
import type { Billing } from '../hooks';
import { CardSummary } from '../shared/CardSummary';
import { PaymentCheckNotice } from '../shared/PaymentCheckNotice';
import { Cart } from './Cart';
import type { PurchaseMethod, PurchaseProgress } from './usePurchase';

interface PaymentPanelProps {
  account: Billing;
  quote: PriceQuote | undefined;
  quoteStale: boolean;
  /** The quantity is not valid: the cart shows no figures until it is. */
  quantityInvalid: boolean;
  promoCode: string | null;
  /** The order can be paid: a valid quantity, a quote, a company that can be charged. */
  canPay: boolean;
  progress: PurchaseProgress;
  onPay: (method: PurchaseMethod) => void;
  onAddPaymentInfo: () => void;
  onApplyForAccount: () => void;
}

/** What the credit account says when it is not active: waiting for review, or declined (apply again). */
function AccountStatus({ status }: { status: string | undefined }) {
  if (status === 'pending') {
    return (
      <Text size="sm" c="dimmed" data-testid="credit-account-pending">
        Your credit account application is awaiting review. We will email you once it is decided.
      </Text>
    );
  }
  if (status === 'declined') {
    return (
      <Text size="sm" c="dimmed">
        Your last application was not approved. You can apply again.
      </Text>
    );
  }
  return null;
}

/**
 * The order's cart and the two ways to pay (C-F1): 'Payment Online' with the saved card and 'PAY', or 'Add Payment
 * Info' first; 'Purchase on Account' when the team's credit account is active, else 'Apply for Credit Account'.
 */
export function PaymentPanel(props: PaymentPanelProps) {
  const { account, quote, quoteStale, quantityInvalid, promoCode, canPay, progress, onPay, onAddPaymentInfo, onApplyForAccount } = props;
  const path = useGroupPath();
  // Sending, or checking a lost answer: nothing invites a second purchase meanwhile.
  const busy = progress !== null && progress.step !== 'unconfirmed';
  const processing = busy ? progress.method : null;
  const requestStatus = account.creditAccountRequest?.status;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="cart-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="cart-title">
          Your order
        </Title>
        <Cart quote={quote} promoCode={promoCode} stale={quoteStale} invalid={quantityInvalid} />
        {progress && progress.step !== 'sending' && <PaymentCheckNotice step={progress.step} payment={progress.method} />}
        <Divider />
        <Stack gap="sm" component="section" aria-labelledby="pay-online-title">
          <Title order={3} fz="h5" id="pay-online-title">
            Payment Online
          </Title>
          {account.card ? (
            <>
              <CardSummary
                card={account.card}
                action={
                  <Anchor component={Link} to={path('manage-payment-info')} size="sm">
                    Change card
                  </Anchor>
                }
              />
              <Button size="md" fullWidth onClick={() => onPay('card')} disabled={!canPay || busy} loading={false}>
                {processing === 'card' ? 'Processing...' : 'PAY'}
              </Button>
            </>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                Add a card to pay now. It is kept for your next purchases and your subscription.
              </Text>
              <Button size="md" fullWidth variant="light" onClick={onAddPaymentInfo} disabled={busy}>
                Add Payment Info
              </Button>
            </>
          )}
        </Stack>
        <Divider label="or" labelPosition="center" />
        <Stack gap="sm" component="section" aria-labelledby="on-account-title">
          <Title order={3} fz="h5" id="on-account-title">
            On account
          </Title>
          {account.creditAccountActive ? (
            <>
              <Text size="sm" c="dimmed">
                The posts are added now; we email an invoice, due {account.invoiceDueDays} days after the invoice date.
              </Text>
              <Button size="md" fullWidth variant="outline" onClick={() => onPay('account')} disabled={!canPay || busy}>
                {processing === 'account' ? 'Processing...' : 'Purchase on Account'}
              </Button>
            </>
          ) : (
            <>
              <AccountStatus status={requestStatus} />
              {requestStatus !== 'pending' && (
                <Button size="md" fullWidth variant="outline" onClick={onApplyForAccount} disabled={busy}>
                  Apply for Credit Account
                </Button>
              )}
            </>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
