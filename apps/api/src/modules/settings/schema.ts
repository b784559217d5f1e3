import { builder, PUBLIC } from '../../graphql/builder.js';
import { actorOf } from '../audit/actor.js';
import { getSetting, listSettings, updateSetting, type SettingRow } from './service.js';

const SettingType = builder.objectRef<SettingRow>('Setting').implement({
  authScopes: PUBLIC,
  fields: (t) => ({ key: t.exposeString('key'), value: t.exposeString('value') }),
});

builder.queryFields((t) => ({
  setting: t.field({
    authScopes: PUBLIC,
    type: SettingType,
    nullable: true,
    args: { key: t.arg.string({ required: true }) },
    resolve: (_r, { key }, ctx) => getSetting(ctx.deps.db, key),
  }),
  settings: t.field({ authScopes: PUBLIC, type: [SettingType], resolve: (_r, _a, ctx) => listSettings(ctx.deps.db) }),
  adminSettings: t.field({
    type: [SettingType],
    authScopes: { admin: true },
    description: 'Every setting, secret_* ones included (the console).',
    resolve: (_r, _a, ctx) => listSettings(ctx.deps.db, { includeSecret: true }),
  }),
}));

builder.mutationFields((t) => ({
  adminUpdateSetting: t.field({
    type: SettingType,
    authScopes: { admin: true },
    args: { key: t.arg.string({ required: true }), value: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => updateSetting(ctx.deps.db, actorOf(ctx), a.key, a.value),
  }),
}));
