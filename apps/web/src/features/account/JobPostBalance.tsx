import { Paper, Skeleton, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../graphql';
import { gqlRequest, type RequestOptions } from '../../app/api-client';
import { LOADED_FRESH_MS } from '../../app/query-client';

/** GET_CURRENT_CREDITS: the active team's balance (the server takes the team from the active membership). */
const CurrentCreditQuery = graphql(`
  query CurrentCredit {
    currentCredit {
      balance
      team_id
    }
  }
`);

/** The active team's balance, read fresh on each visit (the dashboard's loader reads it first). */
export const currentCreditQuery = (request?: RequestOptions) =>
  queryOptions({
    queryKey: ['credits', 'current'],
    queryFn: async () => (await gqlRequest(CurrentCreditQuery, {}, request)).currentCredit,
    staleTime: LOADED_FRESH_MS,
  });

/** My Account's job-post balance, labelled 'Job Posts Available'. */
export function JobPostBalance() {
  const credit = useQuery(currentCreditQuery());
  return (
    <Paper withBorder p="lg" radius="lg" data-testid="job-post-balance" aria-busy={credit.isPending}>
      <Text size="sm" c="dimmed">
        Job Posts Available
      </Text>
      {credit.isPending ? (
        <Skeleton height={38} width={64} mt={4} aria-hidden />
      ) : (
        <Text fz={32} fw={800} lh={1.2}>
          {credit.data?.balance ?? '—'}
        </Text>
      )}
    </Paper>
  );
}
