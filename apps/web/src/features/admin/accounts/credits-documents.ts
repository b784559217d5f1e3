import { graphql, type ResultOf } from '../../../graphql';

export const AdminTeamCreditsFields = graphql(`
  fragment AdminTeamCreditsFields on TeamCredits {
    team_id
    balance
    ledger(first: $first, page: $page) {
      data {
        id
        direction
        quantity
        balance_after
        reason
        actor_name
        created_at
      }
      paginatorInfo {
        count
        currentPage
        hasMorePages
        total
      }
    }
  }
`);

export const AdminTeamCreditsQuery = graphql(
  `
    query AdminTeamCredits($teamId: ID!, $first: Int, $page: Int) {
      adminTeamCredits(teamId: $teamId) {
        ...AdminTeamCreditsFields
      }
    }
  `,
  [AdminTeamCreditsFields],
);

export const AdminGrantCreditsMutation = graphql(
  `
    mutation AdminGrantCredits($teamId: ID!, $input: GrantCreditsInput!, $first: Int, $page: Int) {
      adminGrantCredits(teamId: $teamId, input: $input) {
        ...AdminTeamCreditsFields
      }
    }
  `,
  [AdminTeamCreditsFields],
);

export type TeamCredits = ResultOf<typeof AdminTeamCreditsFields>;
export type LedgerEntry = TeamCredits['ledger']['data'][number];
