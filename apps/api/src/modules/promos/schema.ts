import { promoCodeSchema } from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { actorOf } from '../audit/actor.js';
import { createPromoCode, deletePromoCode, listPromoCodes, updatePromoCode, type PromoRow } from './service.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const PromoCodeType = builder.objectRef<PromoRow>('PromoCode').implement({
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    type: t.exposeString('type'),
    value: t.exposeInt('value'),
    valid_from: t.string({ nullable: true, resolve: (p) => iso(p.valid_from) }),
    valid_until: t.string({ nullable: true, resolve: (p) => iso(p.valid_until) }),
    usage_limit: t.exposeInt('usage_limit', { nullable: true }),
    used_count: t.exposeInt('used_count'),
    active: t.exposeBoolean('active'),
  }),
});

const PromoCodeInput = zodInputType(builder, 'PromoCodeInput', promoCodeSchema, {
  fields: {
    type: 'PERCENTAGE or FIXED',
    value: 'Percent (1 to 100) for PERCENTAGE, pence for FIXED',
    valid_from: 'YYYY-MM-DD (from the start of that day, UTC) or an ISO date-time',
    valid_until: 'YYYY-MM-DD (to the end of that day, UTC) or an ISO date-time',
  },
});

const admin = { admin: true } as const;

builder.queryFields((t) => ({
  adminPromoCodes: t.field({ type: [PromoCodeType], authScopes: admin, resolve: (_r, _a, ctx) => listPromoCodes(ctx.deps.db) }),
}));

builder.mutationFields((t) => ({
  adminCreatePromoCode: t.field({
    type: PromoCodeType,
    authScopes: admin,
    args: { input: t.arg({ type: PromoCodeInput, required: true }) },
    resolve: (_r, a, ctx) => createPromoCode(ctx.deps.db, actorOf(ctx), a.input),
  }),
  adminUpdatePromoCode: t.field({
    type: PromoCodeType,
    authScopes: admin,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PromoCodeInput, required: true }) },
    resolve: (_r, a, ctx) => updatePromoCode(ctx.deps.db, actorOf(ctx), String(a.id), a.input),
  }),
  adminDeletePromoCode: t.field({
    type: 'Boolean',
    authScopes: admin,
    description: 'True when deleted; false when the code was used, so it was deactivated instead.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => deletePromoCode(ctx.deps.db, actorOf(ctx), String(a.id)),
  }),
}));
