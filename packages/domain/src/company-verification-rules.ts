import { z } from './zod.js';
import { emailRule } from './rules.js';

// The verification request's rule, apart from the texts (company-verification.ts) the Verified badge imports.
export const companyVerificationSchema = z.object({
  email: emailRule,
});
export type CompanyVerificationInput = z.input<typeof companyVerificationSchema>;
