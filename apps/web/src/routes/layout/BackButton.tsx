import { ActionIcon } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useHydrating } from '../../lib/hydration';
import { ArrowLeftIcon } from '../../ui/icons';

/**
 * Goes back one page; hidden on the first page of the visit, where there is nothing to go back to. A page
 * rendered on the server hydrates without it (the server cannot know the tab's history), then shows it.
 */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const hydrating = useHydrating();
  if (hydrating || location.key === 'default') return null;
  return (
    <ActionIcon variant="subtle" size="lg" aria-label="Back" onClick={() => navigate(-1)}>
      <ArrowLeftIcon />
    </ActionIcon>
  );
}
