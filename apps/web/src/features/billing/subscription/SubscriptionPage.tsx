import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { ordinalDay, poundsText } from '../format';
import { useBillingAccount, type Billing } from '../hooks';
import { PaymentInfoForm } from '../payment-info/PaymentInfoPage';
import { BillingFrame } from '../shared/BillingFrame';
import { StartSubscriptionForm } from './StartSubscriptionForm';
import { SubscriptionStatus } from './SubscriptionStatus';

const START = 'Start Your Subscription';
const UPDATE = 'Your subscription';

/**
 * The page's mode (C-F4, C-Q8, decision 0045): 'Start Your Subscription' until the team has paid for a subscription,
 * then its status and the card that pays it, which never starts a second one (the spec titled that mode 'Update
 * Payment Info', which the menu's 'Subscription' did not lead anyone to expect). A team whose subscription has ended
 * may subscribe again from there.
 */
const modeTitle = (account: Billing | undefined) =>
  account ? (account.subscription || account.hasSubscriptionHistory ? UPDATE : START) : 'Subscription';

function Terms({ account }: { account: Billing }) {
  return (
    <>
      {poundsText(account.subscriptionPricePence)} a month plus VAT, with {account.subscriptionIncludedPosts} job posts each month. It renews
      on the {ordinalDay(account.renewalDay)} of every month; job posts you do not use stay in your balance.
    </>
  );
}

/** Update mode without a live subscription: it has ended (cancelled, or its payments failed); it may start again. */
function Ended({ account }: { account: Billing }) {
  const [restarting, setRestarting] = useState(false);
  if (restarting) return <StartSubscriptionForm account={account} />;
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="ended-title" data-testid="subscription-ended">
        <Stack gap="sm" align="flex-start">
          <Group gap="sm">
            <Title order={2} fz="h4" id="ended-title">
              Monthly subscription
            </Title>
            <Badge color="gray" variant="light">
              Ended
            </Badge>
          </Group>
          <Text>Your subscription has ended. The job posts it brought stay in your balance.</Text>
          <Button variant="light" onClick={() => setRestarting(true)}>
            Subscribe again
          </Button>
        </Stack>
      </Paper>
      <PaymentInfoForm account={account} />
    </Stack>
  );
}

function Subscription({ account }: { account: Billing }) {
  if (!account.subscription) {
    return account.hasSubscriptionHistory ? <Ended account={account} /> : <StartSubscriptionForm account={account} />;
  }
  return (
    <Stack gap="lg">
      <SubscriptionStatus subscription={account.subscription} />
      <PaymentInfoForm account={account} />
    </Stack>
  );
}

/** subscription: start the £195 monthly subscription, or update its payment info. */
export function SubscriptionPage() {
  const { data } = useBillingAccount();
  usePageTitle(data ? modeTitle(data) : undefined);
  return (
    <BillingFrame cards title={modeTitle} description={(account) => (modeTitle(account) === START ? <Terms account={account} /> : null)}>
      {(account) => <Subscription account={account} />}
    </BillingFrame>
  );
}
