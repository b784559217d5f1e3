import { builder, PUBLIC } from '../../graphql/builder.js';
import { resendVerificationEmail, verifyEmail } from './service.js';

builder.mutationFields((t) => ({
  resendVerificationEmail: t.boolean({
    authScopes: { $all: { signedIn: true, agency: true } },
    description:
      "verify-email's 'RESEND VERIFICATION EMAIL': a new link to the active agency team's address, 3 an hour " +
      '(RATE_LIMITED past that). False when the agency is already verified (nothing sent).',
    resolve: (_r, _a, ctx) => resendVerificationEmail(ctx.deps, ctx.viewer),
  }),
  verifyEmail: t.boolean({
    authScopes: PUBLIC,
    description:
      "The emailed link's token: marks its account's email verified. Single use, 24 hours; BAD_USER_INPUT with " +
      'one message for an unknown, used or expired token. No login needed (the token proves the mailbox).',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, { token }, ctx) => verifyEmail(ctx.deps, token),
  }),
}));
