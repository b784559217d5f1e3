import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginPath, userGroup } from '../../app/session/rules';
import { useSessionUser } from '../../app/session/useSession';
import { isApiError } from '../../lib/api-error';
import { withRedirectTo } from '../../lib/redirect';
import { useSubmission } from '../../lib/submission';
import { toastError } from '../../lib/toast';
import { usePostSaved, useSetPostSaved } from './hooks';
import { SAVE_AFTER_LOGIN, SAVED_TEXT } from './texts';
import classes from './SaveToggle.module.css';

export interface SavablePost {
  id: string;
  slug: string;
  target: 'JOB' | 'PROJECT';
  /** Null or absent when the data came without the viewer's flag (a visitor's served page). */
  isSaved?: boolean | null;
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
      <path d="M6 3h12v18l-6-4.5L6 21z" />
    </svg>
  );
}

const groupFor = (target: SavablePost['target']) => (target === 'PROJECT' ? 'agency' : 'freelancer');

/**
 * The one save toggle (decision 0054): 'Save job' / 'Save project', then 'Saved', with aria-pressed. A seeker of the
 * post's kind saves at once (with the click's idempotency key, disabled in flight); a visitor is sent to log in and
 * comes back to the public page with `?save=1`, where `resumeAfterLogin` saves it. Anyone else sees nothing.
 */
export function SaveToggle({ post, resumeAfterLogin = false, size = 'sm' }: { post: SavablePost; resumeAfterLogin?: boolean; size?: 'xs' | 'sm' }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const group = groupFor(post.target);
  const seeker = Boolean(user) && userGroup(user!) === group;
  const known = post.isSaved !== null && post.isSaved !== undefined;
  const fetched = usePostSaved(post.slug, seeker && !known);
  const [saved, setSaved] = useState<boolean | undefined>(known ? Boolean(post.isSaved) : undefined);
  useEffect(() => {
    if (known) setSaved(Boolean(post.isSaved));
    else if (fetched.data !== undefined) setSaved(fetched.data);
  }, [known, post.isSaved, fetched.data]);
  const mutation = useSetPostSaved(post.id);
  const submission = useSubmission();
  const resumed = useRef(false);

  const send = (next: boolean) => {
    const key = submission.begin({ id: post.id, saved: next });
    if (key === null) return;
    setSaved(next);
    mutation.mutate(
      { saved: next, idempotencyKey: key },
      {
        onSuccess: (answer) => {
          submission.end(true);
          setSaved(Boolean(answer.isSaved));
        },
        onError: (error) => {
          submission.end(false);
          setSaved(!next);
          toastError(isApiError(error) ? error.message : SAVED_TEXT.failed);
        },
      },
    );
  };

  // Back from logging in to save: save once, then drop the marker so a reload does not save again after an unsave.
  useEffect(() => {
    if (!resumeAfterLogin || !seeker || saved === undefined || resumed.current || params.get(SAVE_AFTER_LOGIN) !== '1') return;
    resumed.current = true;
    if (!saved) send(true);
    const rest = new URLSearchParams(params);
    rest.delete(SAVE_AFTER_LOGIN);
    setParams(rest, { replace: true });
    // `send` and `setParams` are left out on purpose: the ref makes this run once, when the flag is known.
  }, [resumeAfterLogin, seeker, saved, params]);

  if (user && !seeker) return null;
  const on = Boolean(saved);
  const label = on ? SAVED_TEXT.saved : SAVED_TEXT.save(post.target);
  const onClick = () => {
    if (!user) {
      navigate(withRedirectTo(loginPath(group), `/jobs/${post.slug}?${SAVE_AFTER_LOGIN}=1`));
      return;
    }
    send(!on);
  };
  return (
    <Button
      size={size}
      variant={on ? 'light' : 'default'}
      className={classes.toggle}
      leftSection={<BookmarkIcon filled={on} />}
      aria-pressed={on}
      disabled={Boolean(user) && (saved === undefined || mutation.isPending)}
      onClick={onClick}
      data-testid="save-toggle"
    >
      {label}
    </Button>
  );
}
