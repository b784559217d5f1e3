import { Alert } from '@mantine/core';
import { ApplyPanel } from './ApplyPanel';
import { useSeekerOpportunity } from './hooks';
import { SeekerApplySkeleton } from './SeekerApplySkeleton';

/**
 * The public post's apply area for the signed-in seeker it is for: their application or the one-step form, read
 * in the browser after the page is live (the served page is the visitors', kept in the shared cache).
 */
export function SeekerApply({ postId }: { postId: string }) {
  const view = useSeekerOpportunity(postId);
  if (view.isPending) return <SeekerApplySkeleton />;
  if (view.error) {
    return (
      <Alert color="red" role="alert" title="Could not load your application">
        {view.error.message}
      </Alert>
    );
  }
  // A closed post says so above: without an application there is nothing of theirs to show.
  if (view.data.post.closed && !view.data.application) return null;
  return <ApplyPanel view={view.data} />;
}
