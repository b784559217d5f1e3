import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { BILLING_MSG } from '@mp/domain';
import type { ReactNode } from 'react';
import { Loading } from '../../../ui/Skeletons';
import { TestModeBadge } from '../card';
import { CardBoundary } from '../card-entry';
import { useBillingAccount, type Billing } from '../hooks';

/** A company awaiting approval (INACTIVE) sees its account but cannot be charged. */
export function NotChargeableNotice() {
  return (
    <Alert color="yellow" title="Payments open once your account is approved" role="status" data-testid="not-chargeable">
      <Text size="sm">{BILLING_MSG.notActive}</Text>
    </Alert>
  );
}

function FrameSkeleton() {
  return (
    <Loading>
      <Stack gap="lg" aria-hidden="true">
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <Skeleton h={14} w={160} />
            <Skeleton h={40} w={80} />
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <Skeleton h={18} w={200} />
            <Skeleton h={36} />
            <Skeleton h={36} w="70%" />
            <Skeleton h={36} w="50%" />
          </Stack>
        </Paper>
      </Stack>
    </Loading>
  );
}

interface BillingFrameProps {
  /** The h1; a function of the account for a page whose heading says its mode (the subscription's). */
  title: string | ((account: Billing | undefined) => string);
  description?: ReactNode | ((account: Billing) => ReactNode);
  /** The page's width: the purchase page has two columns, the others one. */
  size?: 'sm' | 'md' | 'lg';
  /** Show the notice to a company that cannot be charged (not on billing history, which only reads). */
  chargeNotice?: boolean;
  /** The page takes a card or authenticates payments: its body sits in the card field's provider. */
  cards?: boolean;
  children: (account: Billing) => ReactNode;
}

/**
 * The frame of each payment page: its heading (the page's h1), the 'Test mode' badge, the notice of an account
 * awaiting approval, and the account's loading and failed states; the page's body gets the loaded account.
 */
export function BillingFrame({ title, description, size = 'md', chargeNotice = true, cards = false, children }: BillingFrameProps) {
  const account = useBillingAccount();
  const heading = typeof title === 'function' ? title(account.data) : title;
  const intro = typeof description === 'function' ? (account.data ? description(account.data) : null) : description;
  return (
    <Container size={size} px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Group gap="sm" align="center" justify="space-between" wrap="wrap">
            <Title order={1}>{heading}</Title>
            {account.data?.gateway === 'test' && <TestModeBadge />}
          </Group>
          {intro && (
            <Text c="dimmed" component="div">
              {intro}
            </Text>
          )}
        </Stack>
        {account.isPending ? (
          <FrameSkeleton />
        ) : account.isError ? (
          <Alert color="red" role="alert" title="Could not load your billing details">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">Check your connection and try again.</Text>
              <Button size="xs" variant="white" color="red" loading={account.isFetching} onClick={() => void account.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            {chargeNotice && !account.data.canBeCharged && <NotChargeableNotice />}
            {cards ? (
              <CardBoundary gateway={account.data.gateway} publishableKey={account.data.publishableKey}>
                {children(account.data)}
              </CardBoundary>
            ) : (
              children(account.data)
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
