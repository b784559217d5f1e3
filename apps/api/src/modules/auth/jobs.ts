import { z } from 'zod';
import { defineJob } from '../../services/jobs/index.js';
import { sendResetLink } from './service.js';

/** Forgot password: looks the address up and mails a fresh link, after the answer (decision 0005). */
export const passwordResetMailJob = defineJob({
  name: 'mail.password-reset',
  payload: z.object({ email: z.string() }),
  run: (deps, { email }) => sendResetLink(deps, email),
});
