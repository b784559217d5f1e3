import { APPLICATION_STATUSES, PIPELINE_STATUS_LABELS } from '@mp/domain';
import { builder } from '../../graphql/builder.js';

/** An application's place in the employer's pipeline (issue 28). */
export const ApplicationStatusEnum = builder.enumType('ApplicationStatus', {
  values: Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, { description: PIPELINE_STATUS_LABELS[s] }])) as Record<
    (typeof APPLICATION_STATUSES)[number],
    { description: string }
  >,
});
