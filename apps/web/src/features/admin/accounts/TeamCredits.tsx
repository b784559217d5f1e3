import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Pager } from '../../../ui/Pager';
import { QueryState } from '../ui/QueryState';
import { CreditLedger } from './CreditLedger';
import { GrantCreditsForm } from './GrantCreditsForm';
import { LEDGER_PAGE_SIZE, useTeamCredits } from './useTeamCredits';

/** A company account's job posts: the balance, a grant form and the ledger. */
export function TeamCredits({ teamId }: { teamId: string }) {
  const [page, setPage] = useState(1);
  const credits = useTeamCredits(teamId, page);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="job-posts-title">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="job-posts-title">
            Job posts
          </Title>
          {credits.data && (
            <Text data-testid="credit-balance">
              Balance: <strong>{credits.data.balance}</strong>
            </Text>
          )}
        </Group>
        <GrantCreditsForm teamId={teamId} />
        <QueryState query={credits}>
          <CreditLedger entries={credits.data?.ledger.data ?? []} />
          {credits.data?.ledger.paginatorInfo && <Pager page={credits.data.ledger.paginatorInfo.currentPage} total={credits.data.ledger.paginatorInfo.total} pageSize={LEDGER_PAGE_SIZE} onPage={setPage} summary="count" mt="md" />}
        </QueryState>
      </Stack>
    </Card>
  );
}
