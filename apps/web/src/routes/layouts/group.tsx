import { GROUPS, groupOfPrefix } from '@mp/domain';
import { Outlet, useLocation } from 'react-router';
import { RouteGroupProvider } from '../../app/group-context';
import { onlyFor } from './only-for';

// A prefix that is no group's is an address no page lives at.
const guard = onlyFor(GROUPS);
export const loader = guard.loader;
export const clientLoader = guard.clientLoader;

/** A group's pages under one of its URL prefixes (company, employer, freelancer, candidate, consultant, agency). */
export default function GroupScope() {
  const prefix = useLocation().pathname.split('/')[1]!.toLowerCase();
  return (
    <RouteGroupProvider value={{ group: groupOfPrefix(prefix)!, prefix }}>
      <Outlet />
    </RouteGroupProvider>
  );
}
