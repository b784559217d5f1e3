import { Outlet } from 'react-router';
import { onlyFor } from './only-for';

/** Pages only freelancers have. */
const guard = onlyFor(['freelancer']);
export const loader = guard.loader;
export const clientLoader = guard.clientLoader;

export default function OnlyFreelancer() {
  return <Outlet />;
}
