import { Alert, Anchor, Grid, Paper, Stack, Text } from '@mantine/core';
import { organisationName } from '@mp/domain';
import { Link } from 'react-router';
import { useGroupPath } from '../../../app/group-context';
import { useState } from 'react';
import { useSessionUser } from '../../../app/session/useSession';
import { isApiError } from '../../../lib/api-error';
import { paymentReason } from '../errors';
import { poundsText, quantityError } from '../format';
import { usePriceQuote, type Billing } from '../hooks';
import { usePromo } from '../shared/usePromo';
import { BillingFrame } from '../shared/BillingFrame';
import { BalanceHistory } from './BalanceHistory';
import { ConfirmPurchaseModal } from './ConfirmPurchaseModal';
import { CreditAccountForm } from './CreditAccountForm';
import { OrderPanel } from './OrderPanel';
import { PaymentInfoModal } from './PaymentInfoModal';
import { PaymentPanel } from './PaymentPanel';
import { usePurchase, type PurchaseMethod } from './usePurchase';

/** 'Your Available Job Posts' (C-T1) and the balance. */
function Balance({ balance }: { balance: number }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="available-posts">
      <Text size="sm" c="dimmed" fw={600}>
        Your Available Job Posts
      </Text>
      <Text fz={40} fw={800} lh={1.1} data-testid="balance">
        {balance}
      </Text>
    </Paper>
  );
}

/** The price terms (C-F1, C-Q1, C-Q2): from the settings, never the spec's stale '£554 with VAT £59'. */
function PriceTerms({ account }: { account: Billing }) {
  const path = useGroupPath();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Pay as you go: {poundsText(account.jobPostPricePence)} per post plus VAT
        {account.commissionPercent !== null && `, plus commission starting at ${account.commissionPercent}% for permanent or freelance hires`}. On
        a credit account, invoices are due {account.invoiceDueDays} days after the invoice date.
      </Text>
      {!account.subscription && (
        <Text size="sm" c="dimmed">
          Posting every month? The{' '}
          <Anchor component={Link} to={path('subscription')} size="sm" underline="always">
            monthly subscription
          </Anchor>{' '}
          is {poundsText(account.subscriptionPricePence)} a month plus VAT, with {account.subscriptionIncludedPosts} job posts each month.
        </Text>
      )}
    </Stack>
  );
}

function Purchase({ account }: { account: Billing }) {
  const user = useSessionUser();
  const [quantity, setQuantity] = useState<number | ''>(1);
  const promo = usePromo();
  const [view, setView] = useState<'order' | 'apply'>('order');
  const [addingCard, setAddingCard] = useState(false);
  const [confirming, setConfirming] = useState<PurchaseMethod | null>(null);

  const quantityProblem = quantityError(quantity);
  const validQuantity = quantityProblem ? null : (quantity as number);
  const quote = usePriceQuote(validQuantity, promo.applied);
  const purchase = usePurchase({
    onPaid: () => {
      setQuantity(1);
      promo.clear();
    },
    onPromoError: promo.refuse,
  });

  // A code the quote refuses (used meanwhile by a teammate): the field says so.
  const quoteError = quote.isError && !quote.data ? paymentReason(quote.error, 'Could not price your order.') : null;
  const promoRefused = quote.isError && isApiError(quote.error, 'BAD_USER_INPUT');
  const canPay = account.canBeCharged && validQuantity !== null && quote.data !== undefined && !quote.isPlaceholderData && !quote.isError;

  if (view === 'apply') {
    return (
      <CreditAccountForm
        company={user ? (organisationName(user.teamUser?.user ?? user) ?? '') : ''}
        address={account.billingAddress}
        onDone={() => setView('order')}
        onCancel={() => setView('order')}
      />
    );
  }

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Balance balance={account.balance} />
            <OrderPanel
              quantity={quantity}
              quantityError={quantityProblem}
              onQuantity={setQuantity}
              promo={promoRefused && quoteError ? { ...promo, message: { kind: 'error', text: quoteError } } : promo}
              disabled={purchase.busy}
            />
            <PriceTerms account={account} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {quoteError && !promoRefused && (
              <Alert color="red" role="alert">
                {quoteError}
              </Alert>
            )}
            <PaymentPanel
              account={account}
              quote={quote.data}
              quoteStale={quote.isPlaceholderData || quote.isFetching}
              quantityInvalid={validQuantity === null}
              promoCode={promo.applied}
              canPay={canPay}
              progress={purchase.progress}
              onPay={setConfirming}
              onAddPaymentInfo={() => setAddingCard(true)}
              onApplyForAccount={() => setView('apply')}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <BalanceHistory />
      <PaymentInfoModal account={account} opened={addingCard} onClose={() => setAddingCard(false)} />
      <ConfirmPurchaseModal
        method={confirming}
        quote={quote.data}
        card={account.card ?? null}
        invoiceDueDays={account.invoiceDueDays}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const method = confirming!;
          setConfirming(null);
          void purchase.pay({ quantity: validQuantity!, promoCode: promo.applied, method });
        }}
      />
    </>
  );
}

/** manage-credits: Purchase Job Posts. */
export function PurchaseJobPostsPage() {
  return (
    <BillingFrame cards title="Purchase Job Posts" size="lg" description="Each job opportunity or agency project you post uses one job post.">
      {(account) => <Purchase account={account} />}
    </BillingFrame>
  );
}
