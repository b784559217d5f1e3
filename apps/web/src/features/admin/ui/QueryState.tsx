import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { MSG } from '@mp/domain';
import { isApiError } from '../../../lib/api-client';
import { PageLoader } from '../../../ui/PageLoader';

interface QueryLike {
  isPending: boolean;
  error: unknown;
}

/** A query's loading and error states; the children once it has data. */
export function QueryState({ query, children }: { query: QueryLike; children: ReactNode }) {
  if (query.error) {
    return (
      <Alert color="red" role="alert">
        {isApiError(query.error) ? query.error.message : MSG.somethingWrong}
      </Alert>
    );
  }
  if (query.isPending) return <PageLoader />;
  return <>{children}</>;
}
