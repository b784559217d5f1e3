import { isApiError } from '../../lib/api-error';

/** An applicant chosen for the bulk message: their application and the name the list shows. */
export interface Recipient {
  id: string;
  name: string;
}

/** A refusal names the applicants who block the team by their place in the list sent (`applicationIds.N`): their names, in order. */
export function blockedNames(error: unknown, sent: readonly Recipient[]): string[] {
  if (!isApiError(error, 'FORBIDDEN')) return [];
  return Object.keys(error.fields).flatMap((field) => {
    const index = /^applicationIds\.(\d+)$/.exec(field)?.[1];
    const who = index === undefined ? undefined : sent[Number(index)];
    return who ? [who.name] : [];
  });
}
