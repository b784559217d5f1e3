import { RequirePostingRights } from '../../features/opportunities/posting/RequirePostingRights';

export default function PostingRights() {
  return <RequirePostingRights />;
}
