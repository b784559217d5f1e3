import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import { gqlRequest } from '../../../app/api-client';

/** The names of the role types and working hours (reference lists), by key. */
const RoleTypeNamesQuery = graphql(`
  query RoleTypeNames {
    allJobtypes {
      key
      name
    }
    workingHours {
      key
      name
    }
  }
`);

export interface RoleTypeNames {
  roleType: (key: string | null | undefined) => string | null;
  workingHours: (key: string | null | undefined) => string | null;
}

const lookup = (list: readonly { key: string; name: string }[] | undefined) => (key: string | null | undefined) =>
  key ? (list?.find((e) => e.key === key)?.name ?? null) : null;

/** What PostDetails shows for a post's `type` and `sub_type` keys; null until the lists load. */
export function useRoleTypeNames(): RoleTypeNames {
  const lists = useQuery({
    queryKey: ['reference', 'role-type-names'],
    queryFn: () => gqlRequest(RoleTypeNamesQuery, {}),
    staleTime: 60 * 60_000,
  });
  return { roleType: lookup(lists.data?.allJobtypes), workingHours: lookup(lists.data?.workingHours) };
}
