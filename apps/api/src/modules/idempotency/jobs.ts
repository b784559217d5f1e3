import { z } from 'zod';
import { defineJob } from '../../deps.js';
import { pruneIdempotencyKeys } from './service.js';

/** Idempotency keys past their 24 hours (decision 0041) go hourly. */
export const pruneIdempotencyKeysJob = defineJob({
  name: 'maintenance.prune-idempotency-keys',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 0,
  run: async (deps) => void (await pruneIdempotencyKeys(deps.db)),
});
