import { Outlet } from 'react-router';
import { onlyFor } from './only-for';

/** Pages only companies have. */
const guard = onlyFor(['company']);
export const loader = guard.loader;
export const clientLoader = guard.clientLoader;

export default function OnlyCompany() {
  return <Outlet />;
}
