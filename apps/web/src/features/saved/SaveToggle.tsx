import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginPath, userGroup } from '../../app/session/rules';
import { useSessionUser } from '../../app/session/useSession';
import { isApiError } from '../../lib/api-error';
import { withRedirectTo } from '../../lib/redirect';
import { toastError } from '../../lib/toast';
import { usePostSaved, useSetPostSaved } from './hooks';
import { SAVE_AFTER_LOGIN, SAVED_TEXT } from './texts';
import classes from './SaveToggle.module.css';
import { useSubmission } from '../../app/submission';

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
 * The one save toggle: 'Save job' / 'Save project', then 'Saved', with aria-pressed. A seeker of the
 * post's kind saves at once (with the click's idempotency key, disabled in flight); a visitor is sent to log in and
 * comes back to the public page with `?save=1`, where `resumeAfterLogin` saves it. Anyone else sees nothing.
 * A visitor's button has none of the seeker's query and mutation: a board renders twenty on the server for visitors,
 * and those hooks were a third of its render.
 */
export function SaveToggle({ post, resumeAfterLogin = false, size = 'sm' }: { post: SavablePost; resumeAfterLogin?: boolean; size?: 'xs' | 'sm' }) {
  const user = useSessionUser();
  if (!user) return <VisitorSave post={post} size={size} />;
  if (userGroup(user) !== groupFor(post.target)) return null;
  return <SeekerSave post={post} resumeAfterLogin={resumeAfterLogin} size={size} />;
}

/**
 * The toggle's look: the theme's default button, light when pressed, as one plain element (SaveToggle.module.css):
 * Mantine's Button was most of a card's render on the server.
 */
function ToggleButton({ on, size, disabled = false, onClick, children }: { on: boolean; size: 'xs' | 'sm'; disabled?: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      className={`mantine-focus-auto mantine-active ${classes.toggle} ${classes[size]}`}
      aria-pressed={on}
      disabled={disabled}
      onClick={onClick}
      data-testid="save-toggle"
    >
      <BookmarkIcon filled={on} />
      <span>{children}</span>
    </button>
  );
}

/** A visitor: to the login of the post's group, back to the public page with `?save=1`. */
function VisitorSave({ post, size }: { post: SavablePost; size: 'xs' | 'sm' }) {
  const navigate = useNavigate();
  const login = () => navigate(withRedirectTo(loginPath(groupFor(post.target)), `/jobs/${post.slug}?${SAVE_AFTER_LOGIN}=1`));
  return (
    <ToggleButton on={false} size={size} onClick={login}>
      {SAVED_TEXT.save(post.target)}
    </ToggleButton>
  );
}

function SeekerSave({ post, resumeAfterLogin, size }: { post: SavablePost; resumeAfterLogin: boolean; size: 'xs' | 'sm' }) {
  const [params, setParams] = useSearchParams();
  const known = post.isSaved !== null && post.isSaved !== undefined;
  const fetched = usePostSaved(post.slug, !known);
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
          submission.succeeded();
          setSaved(Boolean(answer.isSaved));
        },
        onError: (error) => {
          submission.failed(error);
          setSaved(!next);
          toastError(isApiError(error) ? error.message : SAVED_TEXT.failed);
        },
      },
    );
  };

  // Back from logging in to save: save once, then drop the marker so a reload does not save again after an unsave.
  useEffect(() => {
    if (!resumeAfterLogin || saved === undefined || resumed.current || params.get(SAVE_AFTER_LOGIN) !== '1') return;
    resumed.current = true;
    if (!saved) send(true);
    const rest = new URLSearchParams(params);
    rest.delete(SAVE_AFTER_LOGIN);
    setParams(rest, { replace: true });
    // `send` and `setParams` are left out on purpose: the ref makes this run once, when the flag is known.
  }, [resumeAfterLogin, saved, params]);

  const on = Boolean(saved);
  return (
    <ToggleButton on={on} size={size} disabled={saved === undefined || mutation.isPending} onClick={() => send(!on)}>
      {on ? SAVED_TEXT.saved : SAVED_TEXT.save(post.target)}
    </ToggleButton>
  );
}
