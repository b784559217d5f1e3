import { loginSchema, REGISTERABLE_TYPES, registerAccountSchema, registerStep2Schema } from '@mp/domain';
import { builder, PUBLIC } from '../../graphql/builder.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { RegisterableTypeEnum, UserRef } from '../users/schema.js';
import { login, register } from './service.js';
import { revokeToken } from '../../viewer/sessions.js';

const LoginInput = zodInputType(builder, 'LoginInput', loginSchema);

/** Both steps of sign-up, for any account type: step 2 asks company and position of some types only. */
const RegisterInput = zodInputType(builder, 'RegisterInput', REGISTERABLE_TYPES.map((type) => registerAccountSchema.extend(registerStep2Schema(type).shape)), {
  fields: {
    type: { type: RegisterableTypeEnum },
    googleId: 'Signed ticket from the Google return page.',
  },
});

builder.mutationFields((t) => ({
  login: t.field({
    authScopes: PUBLIC,
    type: UserRef,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user, access_token } = await login(ctx.deps, input, ctx.meta);
      return { ...user, access_token };
    },
  }),
  register: t.field({
    authScopes: PUBLIC,
    type: UserRef,
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user, access_token } = await register(ctx.deps, input, ctx.meta);
      return { ...user, access_token };
    },
  }),
  logout: t.boolean({
    description: 'Revokes the token this request was made with.',
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx) => {
      await revokeToken(ctx.deps.db, ctx.viewer!.tokenId);
      return true;
    },
  }),
}));
