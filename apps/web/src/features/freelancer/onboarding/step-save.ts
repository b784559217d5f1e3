import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { showServerFieldErrors } from '../../../lib/forms';
import { useGroupPath } from '../../../app/group-context';

/** What an onboarding form tells its page: the save starts (or failed), and the save is done. */
export interface StepSave {
  onSaving: (on: boolean) => void;
  onDone: () => void;
}

/**
 * An onboarding page's save. `saved` is set before the save: the saved record re-renders the page (no longer
 * "missing") before the answer's handler runs, and the page must not send the person elsewhere meanwhile.
 * Once saved, on to `next`, replacing the page in the history.
 */
export function useStepSave(next: string) {
  const path = useGroupPath();
  const navigate = useNavigate();
  const saved = useRef(false);
  const step: StepSave = {
    onSaving: (on) => void (saved.current = on),
    onDone: () => void navigate(path(next), { replace: true }),
  };
  return { saved, step };
}

type Mutate<V> = (values: V, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;

/** A step form's submit: marks the save, sends the values, then goes on, or shows the server's field messages. */
export function stepSubmit<V>(form: Parameters<typeof showServerFieldErrors>[0], mutate: Mutate<V>, { onSaving, onDone }: StepSave) {
  return (values: V) => {
    onSaving(true);
    mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        onSaving(false);
        showServerFieldErrors(form, error);
      },
    });
  };
}
