import { z } from 'zod';
import { defineJob } from '../../deps.js';

/** Placeholder until the invoice mail lands. */
export const invoiceMailJob = defineJob({
  name: 'billing.invoice-mail',
  payload: z.object({ invoiceId: z.number().int() }),
  run: async () => undefined,
});
