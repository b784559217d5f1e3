import { passkeyOptionsSchema, registerPasskeySchema, removePasskeySchema, renamePasskeySchema, passkeySignInSchema } from '@mp/domain';
import { builder, PUBLIC } from '../../graphql/builder.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { UserRef } from '../users/schema.js';
import { passkeyOptions, signInWithPasskey } from './passkey-proof.js';
import { finishPasskeyRegistration, listPasskeys, removePasskey, renamePasskey, startPasskeyRegistration, type PasskeyListing } from './passkeys.js';

/** Passkeys' GraphQL (decision 0064): the viewer's own list and changes, the ceremonies' options, the sign-in. */

const SIGNED_IN = { signedIn: true } as const;

const PasskeyRef = builder.objectRef<PasskeyListing>('Passkey').implement({
  authScopes: SIGNED_IN,
  description: "One of the viewer's own passkeys.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    created_at: t.string({ resolve: (p) => p.created_at.toISOString() }),
    last_used_at: t.string({ nullable: true, description: 'Its last sign-in or step-up.', resolve: (p) => p.last_used_at?.toISOString() ?? null }),
  }),
});

const PasskeyPurposeEnum = builder.enumType('PasskeyPurpose', {
  values: {
    SIGN_IN: { description: 'A sign-in without a password: no credential named, any registered passkey answers.' },
    SECOND_STEP: { description: "The sign-in's second step: with the pending token, the pending account's passkeys." },
    STEP_UP: { description: "A step-up of the signed-in viewer, with their own passkeys." },
  } as const,
});

const PasskeyOptionsInput = zodInputType(builder, 'PasskeyOptionsInput', passkeyOptionsSchema, {
  fields: { purpose: { type: PasskeyPurposeEnum }, pending_token: 'For SECOND_STEP: the token of the SECOND_STEP_REQUIRED answer.' },
});
const RegisterPasskeyInput = zodInputType(builder, 'RegisterPasskeyInput', registerPasskeySchema, {
  fields: { response: "The browser's answer to navigator.credentials.create(), as JSON." },
});
const RenamePasskeyInput = zodInputType(builder, 'RenamePasskeyInput', renamePasskeySchema);
const RemovePasskeyInput = zodInputType(builder, 'RemovePasskeyInput', removePasskeySchema);
const PasskeySignInInput = zodInputType(builder, 'PasskeySignInInput', passkeySignInSchema, {
  fields: { response: "The browser's answer to navigator.credentials.get(), as JSON." },
});

builder.queryFields((t) => ({
  myPasskeys: t.field({
    type: [PasskeyRef],
    authScopes: SIGNED_IN,
    resolve: (_r, _a, ctx) => listPasskeys(ctx.deps.db, ctx.viewer!.user.id),
  }),
}));

builder.mutationFields((t) => ({
  startPasskeyRegistration: t.string({
    authScopes: SIGNED_IN,
    description: 'The options for navigator.credentials.create(), as JSON; needs a fresh factor when the account has one (STEP_UP_REQUIRED).',
    resolve: (_r, _a, ctx) => startPasskeyRegistration(ctx.deps, ctx.viewer!),
  }),
  finishPasskeyRegistration: t.field({
    type: PasskeyRef,
    authScopes: SIGNED_IN,
    description: 'Keeps the new passkey under its name. Its challenge works once, so a second submission of one answer is refused.',
    args: { input: t.arg({ type: RegisterPasskeyInput, required: true }) },
    resolve: (_r, { input }, ctx) => finishPasskeyRegistration(ctx.deps, ctx.viewer!, input, ctx.meta),
  }),
  renamePasskey: t.field({
    type: PasskeyRef,
    authScopes: SIGNED_IN,
    args: { input: t.arg({ type: RenamePasskeyInput, required: true }) },
    resolve: (_r, { input }, ctx) => renamePasskey(ctx.deps, ctx.viewer!, input),
  }),
  removePasskey: t.boolean({
    authScopes: SIGNED_IN,
    description: 'Removes one of your passkeys; needs a fresh factor (STEP_UP_REQUIRED).',
    args: { input: t.arg({ type: RemovePasskeyInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      await removePasskey(ctx.deps, ctx.viewer!, input, ctx.meta);
      return true;
    },
  }),
  passkeyOptions: t.string({
    authScopes: PUBLIC,
    description: 'The options for navigator.credentials.get(), as JSON, with a challenge for one purpose (five minutes, single use).',
    args: { input: t.arg({ type: PasskeyOptionsInput, required: true }) },
    resolve: (_r, { input }, ctx) => passkeyOptions(ctx.deps, ctx.viewer ?? null, input, ctx.meta),
  }),
  signInWithPasskey: t.field({
    type: UserRef,
    authScopes: PUBLIC,
    description: 'A sign-in without a password: the answer to a SIGN_IN challenge. Answers the user with access_token.',
    args: { input: t.arg({ type: PasskeySignInInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user, access_token } = await signInWithPasskey(ctx.deps, input, ctx.meta);
      return { ...user, access_token };
    },
  }),
}));
