import { RequirePostingRights } from '../../features/opportunities/posting/RequirePostingRights';

/** Editing a job: without the right, its view page. */
export default function EditJobRights() {
  return <RequirePostingRights view="view-opportunity" />;
}
