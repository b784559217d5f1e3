import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScreeningValues } from '@mp/domain';
import { useMemo, useState } from 'react';
import { gqlRequest } from '../../app/api-client';
import { outcomeOf } from '../../app/submission';
import { isApiError } from '../../lib/api-error';
import { SetScreeningQuestionsMutation, type PostScreening } from './documents';
import { checkDraft, draftOf, rekeyed, sameScreening, type ScreeningDraft, type ScreeningErrors } from './draft';

/** What the posting form's save needs of its screening section. */
export interface ScreeningStep {
  /** Checks the section and shows its messages: the values, and whether they differ from the post's; null when refused. */
  check(): { values: ScreeningValues; changed: boolean } | null;
  /** Shows setScreeningQuestions' field messages at their fields; false when the error has none. */
  showServerErrors(error: unknown): boolean;
  /** The questions as the employer left them (kept when the post saved but its questions did not). */
  draft: ScreeningDraft;
}

/**
 * The screening section's state: the draft, its messages (the shared rule's once the form was submitted, live after;
 * or the server's until the next edit) and the check the save makes. `start` resumes a draft (a post saved without
 * its questions); `stored` is what the post holds, which an unchanged draft is not sent again.
 */
export function useScreeningDraft(stored: PostScreening | null | undefined, start?: ScreeningDraft) {
  const [draft, setDraft] = useState(() => (start ? rekeyed(start) : draftOf(stored)));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<ScreeningErrors | null>(null);
  const storedValues = useMemo(() => {
    const result = checkDraft(draftOf(stored));
    return result.ok ? result.values : null;
  }, [stored]);
  const errors = useMemo<ScreeningErrors>(() => {
    if (serverErrors) return serverErrors;
    if (!checked) return {};
    const result = checkDraft(draft);
    return result.ok ? {} : result.errors;
  }, [serverErrors, checked, draft]);

  const step: ScreeningStep = {
    draft,
    check() {
      setChecked(true);
      setServerErrors(null);
      const result = checkDraft(draft);
      if (!result.ok) return null;
      return { values: result.values, changed: !storedValues || !sameScreening(storedValues, result.values) };
    },
    showServerErrors(error) {
      if (!isApiError(error)) return false;
      const fields = Object.entries(error.fields).filter(([path]) => path === 'autoDecline' || path.startsWith('questions'));
      if (fields.length === 0) return false;
      setServerErrors(Object.fromEntries(fields));
      return true;
    },
  };
  return {
    draft,
    errors,
    edit: (change: (draft: ScreeningDraft) => ScreeningDraft) => {
      setServerErrors(null);
      setDraft(change);
    },
    step,
  };
}
export type ScreeningDraftApi = ReturnType<typeof useScreeningDraft>;

/**
 * setScreeningQuestions after the post saved. Setting a state takes no idempotency key: the same questions again change
 * nothing, so an answer lost on the way is asked again (twice at most); a refusal is not.
 */
export function useSetScreening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ opportunityId, values }: { opportunityId: string; values: ScreeningValues }) =>
      (await gqlRequest(SetScreeningQuestionsMutation, { opportunityId, questions: values.questions, autoDecline: values.autoDecline }))
        .setScreeningQuestions,
    retry: (count, error) => outcomeOf(error) === 'unknown' && count < 2,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['posting', 'opportunity'] }),
  });
}
