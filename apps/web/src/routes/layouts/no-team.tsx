import { RequireNoTeam } from '../../features/teams/accept/RequireNoTeam';

export { clientLoader, handle, HydrateFallback, shouldRevalidate } from './client-only';

export default function NoTeamLayout() {
  return <RequireNoTeam />;
}
