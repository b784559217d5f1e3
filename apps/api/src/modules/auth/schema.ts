import { builder, PUBLIC } from '../../graphql/builder.js';
import { RegisterableTypeEnum, UserRef } from '../users/schema.js';
import { login, register } from './service.js';
import { revokeToken } from '../../viewer/sessions.js';

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }),
});

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    type: t.field({ type: RegisterableTypeEnum, required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    googleId: t.string({ description: 'Signed ticket from the Google return page.' }),
    first_name: t.string({ required: true }),
    last_name: t.string({ required: true }),
    pronouns: t.string(),
    company: t.string(),
    position: t.string(),
    address_1: t.string({ required: true }),
    address_2: t.string(),
    city: t.string({ required: true }),
    state: t.string({ required: true }),
    zip: t.string({ required: true }),
    country: t.string({ required: true }),
    phone: t.string({ required: true }),
    hear_us: t.string(),
    hear_us_additional: t.string(),
  }),
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
