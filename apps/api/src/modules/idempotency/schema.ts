import { builder } from '../../graphql/builder.js';

/** The argument of every operation that costs, sends or creates (decision 0041): spread into its args. */
export const idempotencyKeyArgs = builder.args((t) => ({
  idempotencyKey: t.string({
    description:
      'A UUID made by the client for this submission, the same when it retries it. A repeat within 24 hours answers ' +
      "the first answer (one that arrives while the first runs waits for it); the key with another request is refused " +
      '(IDEMPOTENCY_KEY_REUSED). Without it, every request runs.',
  }),
}));
