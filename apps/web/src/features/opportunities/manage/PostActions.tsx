import { Button, Group, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { useGroupPath } from '../../../routes/group-context';
import { CloseModal, type ClosablePost } from './CloseModal';
import { useRestoreOpportunity } from './hooks';
import { postPaths } from './paths';

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
          <Button size={size} variant="default" onClick={modal.open}>
            Close{about}
          </Button>
          <CloseModal post={post} opened={opened} onClose={modal.close} />
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
