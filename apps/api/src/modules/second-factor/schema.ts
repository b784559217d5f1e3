import { confirmTotpSchema, disableTotpSchema, secondStepSchema, stepUpSchema } from '@mp/domain';
import { builder, PUBLIC } from '../../graphql/builder.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { UserRef } from '../users/schema.js';
import { factorStatus, type FactorStatus } from './factors.js';
import { hasFreshFactor } from '../../viewer/second-factor.js';
import { completeSecondStep } from './sign-in.js';
import { confirmTotpSetup, disableTotp, renewRecoveryCodes, startTotpSetup, type TotpSetup } from './setup.js';
import { confirmSecondFactor } from './step-up.js';

const SIGNED_IN = { signedIn: true } as const;

const SecondFactorsRef = builder
  .objectRef<FactorStatus & { sessionAt: Date | null }>('SecondFactors')
  .implement({
    authScopes: SIGNED_IN,
    description: "The viewer's own second factors and whether this session proved one (decision 0064).",
    fields: (t) => ({
      totp: t.exposeBoolean('totp', { description: 'An authenticator app is set up and confirmed.' }),
      recovery_codes_left: t.exposeInt('recoveryCodesLeft'),
      passkeys: t.exposeInt('passkeys', { description: 'How many passkeys the viewer has.' }),
      session_proved: t.boolean({
        description: 'This session proved a second factor (its sign-in or a step-up): the console opens for an administrator.',
        resolve: (s) => s.sessionAt !== null,
      }),
      fresh: t.boolean({
        description: 'Proved within the step-up window: sensitive changes go through without asking again.',
        resolve: (s, _a, ctx) => Boolean(ctx.viewer && hasFreshFactor(ctx.viewer, Date.now())),
      }),
    }),
  });

const TotpSetupRef = builder.objectRef<TotpSetup>('TotpSetup').implement({
  authScopes: SIGNED_IN,
  description: 'A new authenticator secret, answered once: shown as a QR code (uri) and as text (secret).',
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'Base32, for typing into the app.' }),
    uri: t.exposeString('uri', { description: 'otpauth://totp/… for the QR code.' }),
  }),
});

const RecoveryCodesRef = builder.objectRef<{ codes: string[] }>('RecoveryCodes').implement({
  authScopes: SIGNED_IN,
  description: 'Ten single-use recovery codes, answered once.',
  fields: (t) => ({ codes: t.exposeStringList('codes') }),
});

const StepUpRef = builder.objectRef<{ recoveryCodesLeft?: number }>('SecondFactorProof').implement({
  authScopes: SIGNED_IN,
  fields: (t) => ({
    recovery_codes_left: t.int({
      nullable: true,
      description: 'Set when a recovery code was used: how many are left.',
      resolve: (p) => p.recoveryCodesLeft ?? null,
    }),
  }),
});

const SecondStepInput = zodInputType(builder, 'SecondStepInput', secondStepSchema, {
  fields: {
    pending_token: 'The token of the SECOND_STEP_REQUIRED answer (extensions.fields.pending_token).',
    passkey: "In place of a code: the browser's answer (JSON) to a SECOND_STEP challenge of passkeyOptions.",
  },
});
const ConfirmTotpInput = zodInputType(builder, 'ConfirmTotpInput', confirmTotpSchema);
const DisableTotpInput = zodInputType(builder, 'DisableTotpInput', disableTotpSchema);
const ConfirmSecondFactorInput = zodInputType(builder, 'ConfirmSecondFactorInput', stepUpSchema, {
  fields: { passkey: "In place of a code: the browser's answer (JSON) to a STEP_UP challenge of passkeyOptions." },
});

builder.queryFields((t) => ({
  mySecondFactors: t.field({
    type: SecondFactorsRef,
    authScopes: SIGNED_IN,
    resolve: async (_r, _a, ctx) => ({ ...(await factorStatus(ctx.deps.db, ctx.viewer!.user.id)), sessionAt: ctx.viewer!.factorAt ?? null }),
  }),
}));

builder.mutationFields((t) => ({
  completeSignIn: t.field({
    type: UserRef,
    authScopes: PUBLIC,
    description: "The sign-in's second step: the pending token and a code (6 digits, or a recovery code). Answers the user with access_token.",
    args: { input: t.arg({ type: SecondStepInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user, access_token } = await completeSecondStep(ctx.deps, input, ctx.meta);
      return { ...user, access_token };
    },
  }),
  startTotpSetup: t.field({
    type: TotpSetupRef,
    authScopes: SIGNED_IN,
    description: 'A new secret for an authenticator app; replaces a set-up not yet confirmed.',
    resolve: (_r, _a, ctx) => startTotpSetup(ctx.deps, ctx.viewer!),
  }),
  confirmTotpSetup: t.field({
    type: RecoveryCodesRef,
    authScopes: SIGNED_IN,
    args: { input: t.arg({ type: ConfirmTotpInput, required: true }) },
    resolve: async (_r, { input }, ctx) => ({ codes: await confirmTotpSetup(ctx.deps, ctx.viewer!, input, ctx.meta) }),
  }),
  disableTotp: t.boolean({
    authScopes: SIGNED_IN,
    description: 'Turns the authenticator app off: the password and a code.',
    args: { input: t.arg({ type: DisableTotpInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      await disableTotp(ctx.deps, ctx.viewer!, input, ctx.meta);
      return true;
    },
  }),
  renewRecoveryCodes: t.field({
    type: RecoveryCodesRef,
    authScopes: SIGNED_IN,
    description: 'New recovery codes replace the old; needs a fresh factor (STEP_UP_REQUIRED).',
    resolve: async (_r, _a, ctx) => ({ codes: await renewRecoveryCodes(ctx.deps, ctx.viewer!, ctx.meta) }),
  }),
  confirmSecondFactor: t.field({
    type: StepUpRef,
    authScopes: SIGNED_IN,
    description: 'A step-up: a code proves the factor again on this session, for the next few minutes of sensitive changes.',
    args: { input: t.arg({ type: ConfirmSecondFactorInput, required: true }) },
    resolve: (_r, { input }, ctx) => confirmSecondFactor(ctx.deps, ctx.viewer!, input, ctx.meta),
  }),
}));
