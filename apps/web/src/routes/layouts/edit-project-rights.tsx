import { RequirePostingRights } from '../../features/opportunities/posting/RequirePostingRights';

/** Editing a project: without the right, its view page. */
export default function EditProjectRights() {
  return <RequirePostingRights view="view-project" />;
}
