import { Outlet } from 'react-router';
import { onlyFor } from './only-for';

/** Pages of the groups with teams (companies and agencies). */
const guard = onlyFor(['company', 'agency']);
export const loader = guard.loader;
export const clientLoader = guard.clientLoader;

export default function OnlyTeams() {
  return <Outlet />;
}
