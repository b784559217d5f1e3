import { OPPORTUNITY_MSG as M, REVIEW_MSG, type OpportunityTarget, type ScreeningValues } from '@mp/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { showServerFieldErrors } from '../../../lib/forms';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useGroupPath } from '../../../app/group-context';
import { toInput, type ParsedPosting } from './form-values';
import { useSaveOpportunity, type OpportunityInput } from './hooks';
import { useSubmission } from '../../../app/submission';
import { reasonToShow } from '../../../app/error-reason';
import { SCREENING_TEXT, useSetScreening, type ScreeningStep } from '../../screening';
import { postPaths } from '../manage/paths';

type FieldErrors = { setFieldError: (path: string, error: string) => void; values: object };

export interface PostingSubmitOptions {
  target: OpportunityTarget;
  /** The post being edited; none when creating. */
  id?: string;
  /** The stored Published flag (edit): is_active is sent only when it changed. */
  storedActive?: boolean;
  /** Creating: called when the server says the balance ran out meanwhile (a race, B-X4). */
  onInsufficient?: () => void;
  /** The form's screening questions, saved after the post when they changed. */
  screening?: ScreeningStep;
}

/** What the saved post says of its review. */
interface SavedReview {
  review_status?: string | null;
  latest_review?: { kind: string; status: string } | null;
}

/** The post's screening questions to send after it saves: none when they did not change. */
type ScreeningToSave = ScreeningValues | null;

/**
 * Saving a posting form. Creating asks first (the confirmation modal, `pending` holds the input until
 * Continue); editing saves at once, free. One submission at a time, and a create carries its idempotency key
 * (app/submission.ts), so a double click or a retry posts and pays once. Success: the toast and the dashboard
 * (B-X13); the server's field messages go on their fields; anything else is 'Something went wrong!'.
 * Changed screening questions are set once the post is saved (setScreeningQuestions needs its id); when they fail,
 * the edit form keeps them at their fields, and a new post's form gives way to its edit form holding them.
 */
export function usePostingSubmit({ target, id, storedActive, onInsufficient, screening }: PostingSubmitOptions) {
  const save = useSaveOpportunity(id);
  const setScreening = useSetScreening();
  const navigate = useNavigate();
  const path = useGroupPath();
  const [pending, setPending] = useState<{ input: OpportunityInput; form: FieldErrors; questions: ScreeningToSave } | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const submission = useSubmission();

  /** The toast says when the post, or the edit, waits for review instead of going live (decision 0065). */
  const done = (review: SavedReview) => {
    const edited = review.latest_review?.kind === 'EDIT' && review.latest_review.status === 'PENDING';
    toastSuccess(review.review_status === 'IN_REVIEW' ? (id ? REVIEW_MSG.updatedInReview : REVIEW_MSG.createdInReview) : edited ? REVIEW_MSG.updatedInReview : id ? M.updated : M.created);
    navigate(path('dashboard'));
  };

  const saveQuestions = (post: SavedReview & { id: string }, values: ScreeningToSave) => {
    const postId = post.id;
    if (!values) return done(post);
    setScreening.mutate(
      { opportunityId: postId, values },
      {
        onSuccess: () => done(post),
        onError: (error) => {
          if (isApiError(error, 'UNAUTHENTICATED')) return;
          const shown = screening?.showServerErrors(error);
          if (id) {
            toastError(shown ? SCREENING_TEXT.notSavedAfterEdit : (reasonToShow(error) ?? SCREENING_TEXT.notSavedAfterEdit));
            return;
          }
          toastError(SCREENING_TEXT.notSavedAfterCreate);
          navigate(path(postPaths(target, postId).edit), { state: { screeningDraft: screening?.draft } });
        },
      },
    );
  };

  const send = (input: OpportunityInput, form: FieldErrors, questions: ScreeningToSave) => {
    const idempotencyKey = submission.begin(input);
    // A second click of Save or Continue while the first is in flight: the same submission, not a new post.
    if (idempotencyKey === null) return;
    save.mutate({ input, idempotencyKey }, {
      onSuccess: (post) => {
        submission.succeeded();
        setPending(null);
        saveQuestions(post, questions);
      },
      onError: (error) => {
        submission.failed(error);
        setPending(null);
        if (isApiError(error, 'UNAUTHENTICATED')) return;
        if (isApiError(error, 'INSUFFICIENT_BALANCE')) {
          toastError(M.insufficientBalance);
          onInsufficient?.();
        } else if (!showServerFieldErrors(form, error)) toastError(M.saveFailed);
      },
    });
  };

  /** The parsed form: asks to confirm when creating, saves when editing. */
  const submit = (parsed: ParsedPosting, form: FieldErrors, questions: ScreeningToSave = null) => {
    const input = toInput(target, parsed, id ? storedActive : undefined);
    if (id) send(input, form, questions);
    else setPending({ input, form, questions });
  };

  return {
    submit,
    saving: save.isPending || setScreening.isPending,
    /** Whether the form was submitted once (the description's message waits for it, B-F1 row 8). */
    submitted,
    markSubmitted: () => setSubmitted(true),
    confirming: pending !== null,
    confirm: () => pending && send(pending.input, pending.form, pending.questions),
    cancel: () => setPending(null),
  };
}

/** After a refused submit: the first field with a message gets the focus, so the person sees what to fix. */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  });
}

type Submittable<T> = FieldErrors & {
  onSubmit: (ok: (parsed: T) => void, refused: () => void) => (event?: FormEvent<HTMLFormElement>) => void;
};

/**
 * A posting form's saving wired to its shell: the submit (marked as made, checked by the form's rules, the
 * first refused field focused) and the confirmation's state, as PostingFormShell's props.
 */
export function usePostingForm<T extends ParsedPosting>(form: Submittable<T>, options: PostingSubmitOptions) {
  const posting = usePostingSubmit(options);
  const formRef = useRef<HTMLFormElement>(null);
  const handle = form.onSubmit(
    (parsed) => {
      // The screening section is checked with the post: either refused, nothing is sent.
      const questions = options.screening ? options.screening.check() : null;
      if (options.screening && !questions) return focusFirstError(formRef.current);
      posting.submit(parsed, form, questions?.changed ? questions.values : null);
    },
    () => {
      options.screening?.check();
      focusFirstError(formRef.current);
    },
  );
  const shell = {
    formRef,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      posting.markSubmitted();
      handle(event);
    },
    saving: posting.saving,
    confirming: posting.confirming,
    onConfirm: posting.confirm,
    onCancel: posting.cancel,
  };
  return { posting, shell };
}
