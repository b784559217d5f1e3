import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { MSG } from '@mp/domain';
import { isApiError } from '../../../lib/api-error';
import { ListSkeleton } from '../../../ui/Skeletons';

interface QueryLike {
  isPending: boolean;
  error: unknown;
}

/** A query's loading (rows of skeleton) and error states; the children once it has data. */
export function QueryState({ query, children }: { query: QueryLike; children: ReactNode }) {
  if (query.error) {
    return (
      <Alert color="red" role="alert">
        {isApiError(query.error) ? query.error.message : MSG.somethingWrong}
      </Alert>
    );
  }
  if (query.isPending) return <ListSkeleton />;
  return <>{children}</>;
}
