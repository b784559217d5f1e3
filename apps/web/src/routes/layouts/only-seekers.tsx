import { Outlet } from 'react-router';
import { onlyFor } from './only-for';

/** Pages of the groups that look for work (freelancers and agencies). */
const guard = onlyFor(['freelancer', 'agency']);
export const loader = guard.loader;
export const clientLoader = guard.clientLoader;

export default function OnlySeekers() {
  return <Outlet />;
}
