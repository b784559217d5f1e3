import { Stack, Text } from '@mantine/core';
import { formatPounds } from '@mp/domain';
import { usePageTitle } from '../../../lib/page-title';
import { ordinalDay } from '../format';
import { useBillingAccount, type Billing } from '../hooks';
import { PaymentInfoForm } from '../payment-info/PaymentInfoPage';
import { BillingFrame } from '../shared/BillingFrame';
import { StartSubscriptionForm } from './StartSubscriptionForm';
import { SubscriptionStatus } from './SubscriptionStatus';

const START = 'Start Your Subscription';
const UPDATE = 'Update Payment Info';

/**
 * The page's mode (C-F4, C-Q8): 'Update Payment Info' while a subscription is live (active or past due), which
 * updates the card and never starts a second one; otherwise 'Start Your Subscription', also after an earlier
 * subscription ended (the reading: the spec's "no subscription history" would leave a team that cancelled
 * no way back).
 */
const modeTitle = (account: Billing | undefined) => (account ? (account.subscription ? UPDATE : START) : 'Subscription');

function Terms({ account }: { account: Billing }) {
  return (
    <>
      {formatPounds(account.subscriptionPricePence)} a month plus VAT, with {account.subscriptionIncludedPosts} job posts each month. It renews
      on the {ordinalDay(account.renewalDay)} of every month; job posts you do not use stay in your balance.
    </>
  );
}

function Subscription({ account }: { account: Billing }) {
  if (!account.subscription) {
    return (
      <Stack gap="lg">
        {account.hasSubscriptionHistory && (
          <Text size="sm" c="dimmed">
            Your previous subscription has ended. Start a new one below.
          </Text>
        )}
        <StartSubscriptionForm account={account} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <SubscriptionStatus subscription={account.subscription} />
      <PaymentInfoForm account={account} />
    </Stack>
  );
}

/** subscription: start the £195 monthly subscription, or update its payment info (inventory C-F4). */
export function SubscriptionPage() {
  const { data } = useBillingAccount();
  usePageTitle(data ? modeTitle(data) : undefined);
  return (
    <BillingFrame cards title={modeTitle} description={(account) => <Terms account={account} />}>
      {(account) => <Subscription account={account} />}
    </BillingFrame>
  );
}
