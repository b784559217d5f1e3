import { ActionIcon } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { ArrowLeftIcon } from '../icons';

/** Goes back one page; hidden on the first page of the visit, where there is nothing to go back to. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  if (location.key === 'default') return null;
  return (
    <ActionIcon variant="subtle" size="lg" aria-label="Back" onClick={() => navigate(-1)}>
      <ArrowLeftIcon />
    </ActionIcon>
  );
}
