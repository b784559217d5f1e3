import { useGroupPath, useRouteGroup } from '../../app/group-context';
import type { EmptyStateProps } from '../../ui/EmptyState';
import { SparkIcon } from './icons';

/** What to do when nothing matches: a freelancer adds skills and category experience; an agency searches meanwhile. */
export function useForYouEmpty(): EmptyStateProps {
  const { group } = useRouteGroup();
  const path = useGroupPath();
  const icon = <SparkIcon size={20} />;
  if (group === 'agency') {
    return {
      title: 'No projects match your agency yet',
      description: 'Projects in the categories your agency works in appear here as employers publish them. Meanwhile, search every open project.',
      action: { label: 'Search projects', to: path('opportunities') },
      icon,
    };
  }
  return {
    title: 'No opportunities match your profile yet',
    description: 'Add your skills and category experience to your profile: jobs that ask for them appear here.',
    action: { label: 'Add skills to your profile', to: path('manage-cv') },
    icon,
  };
}
