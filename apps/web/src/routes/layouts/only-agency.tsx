import { Outlet } from 'react-router';
import { onlyFor } from './only-for';

/** Pages only agencies have. */
const guard = onlyFor(['agency']);
export const loader = guard.loader;
export const clientLoader = guard.clientLoader;

export default function OnlyAgency() {
  return <Outlet />;
}
