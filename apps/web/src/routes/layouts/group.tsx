import { groupOfPrefix } from '@mp/domain';
import { Outlet, useLocation } from 'react-router';
import { RouteGroupProvider } from '../../app/group-context';

/** A group's pages under one of its URL prefixes (company, employer, freelancer, candidate, consultant, agency). */
export default function GroupScope() {
  const prefix = useLocation().pathname.split('/')[1]!.toLowerCase();
  return (
    <RouteGroupProvider value={{ group: groupOfPrefix(prefix)!, prefix }}>
      <Outlet />
    </RouteGroupProvider>
  );
}
