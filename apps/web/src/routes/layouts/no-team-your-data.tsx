import { RequireNoTeam } from '../../features/teams/accept/RequireNoTeam';

export { clientLoader, handle, HydrateFallback, shouldRevalidate } from './client-only';

/** A team's your-data page for a member who has a group (else the no-team one). */
export default function NoTeamYourDataLayout() {
  return <RequireNoTeam groupPath="your-data" />;
}
