import { Badge } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { Pager } from '../../../ui/Pager';
import { PostReviewsWaiting } from '../post-reviews/PostReviewsWaiting';
import { ReportsWaiting } from '../reports/ReportsWaiting';
import { PageTitle } from '../ui/PageTitle';
import { QueryState } from '../ui/QueryState';
import { AccountFiltersBar } from './AccountFiltersBar';
import { AccountsTable } from './AccountsTable';
import { readFilters, writeFilters, type AccountFilters } from './filters';
import { ACCOUNTS_PAGE_SIZE, useAdminUsers, usePendingCount } from './useAccounts';

/** /admin/accounts, the console's home: every account, searchable and filtered, those awaiting approval first; the open reports and the posts waiting for review. */
export function AccountsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const users = useAdminUsers(filters);
  const pending = usePendingCount();
  const change = (next: AccountFilters) => setParams(writeFilters(next), { replace: true });

  return (
    <>
      <PageTitle title="Accounts">
        <ReportsWaiting />
        <PostReviewsWaiting />
        {pending.data !== undefined && (
          <Badge size="lg" color={pending.data > 0 ? 'yellow' : 'gray'} variant="light">
            {pending.data} awaiting approval
          </Badge>
        )}
      </PageTitle>
      <AccountFiltersBar filters={filters} onChange={change} />
      <QueryState query={users}>
        <AccountsTable users={users.data?.data ?? []} />
        {users.data?.paginatorInfo && <Pager page={users.data.paginatorInfo.currentPage} total={users.data.paginatorInfo.total} pageSize={ACCOUNTS_PAGE_SIZE} onPage={(page) => change({ ...filters, page })} summary="count" mt="md" />}
      </QueryState>
    </>
  );
}
