import { Button, Group, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useGroupPath } from '../../../app/group-context';
import type { ClosablePost } from './CloseModal';
import { useRestoreOpportunity } from './hooks';
import { postPaths } from './paths';

/**
 * The close form (a modal, selects, radios, a date field and the close rules, zod with them) loads when a
 * manager first reaches for Close, not with every list of posts: it was most of what a dashboard loaded
 * after its first paint. Pointing at the button or focusing it starts the load. The modal
 * mounts closed once its code is here, then opens: Mantine's modal notes what had focus as it opens (not
 * when it mounts open), to give focus back there when it closes.
 */
let CloseModal: typeof import('./CloseModal').CloseModal | undefined;
// Kept once loaded and rendered directly: a React.lazy component suspends on its first render even when its code is
// here, so the modal mounted already open and Mantine had no focus to give back.
const loadCloseModal = () => import('./CloseModal').then((m) => (CloseModal = m.CloseModal));
const preloadCloseModal = () => void loadCloseModal().catch(() => undefined);

/**
 * A post's actions: Edit (or View, for those who may not manage posts), and Close on an open post or
 * Restore on a closed one for those who may. `showOpen` false leaves out Edit/View (the post's own page).
 */
export function PostActions({
  post,
  closed,
  manage,
  showOpen = true,
  size = 'xs',
}: {
  post: ClosablePost;
  closed: boolean;
  manage: boolean;
  showOpen?: boolean;
  size?: 'xs' | 'sm';
}) {
  const path = useGroupPath();
  const [opened, modal] = useDisclosure(false);
  const { open } = modal;
  // The close form is mounted from the first Close on (so it can also animate out).
  const [closing, setClosing] = useState(false);
  useEffect(() => {
    if (closing) open();
  }, [closing, open]);
  const startClosing = () => {
    if (closing) open();
    else void loadCloseModal().then(() => setClosing(true));
  };
  const restore = useRestoreOpportunity();
  const paths = postPaths(post.target, post.id);
  const about = <VisuallyHidden> {post.title}</VisuallyHidden>;
  return (
    <Group gap="xs" wrap="wrap">
      {showOpen &&
        (manage ? (
          <Button component={Link} to={path(paths.edit)} size={size} variant="light">
            Edit{about}
          </Button>
        ) : (
          <Button component={Link} to={path(paths.view)} size={size} variant="light">
            View{about}
          </Button>
        ))}
      {manage && !closed && (
        <>
          <Button
            size={size}
            variant="default"
            onPointerEnter={preloadCloseModal}
            onFocus={preloadCloseModal}
            onClick={startClosing}
          >
            Close{about}
          </Button>
          {closing && CloseModal && <CloseModal post={post} opened={opened} onClose={modal.close} />}
        </>
      )}
      {manage && closed && (
        <Button size={size} variant="default" loading={restore.isPending} onClick={() => restore.mutate({ id: post.id, target: post.target })}>
          Restore{about}
        </Button>
      )}
    </Group>
  );
}
