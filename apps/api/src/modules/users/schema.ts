import {
  changePasswordSchema, companyOnboardingSchema, companyProfileSchema, emailRule, fullName, REGISTERABLE_TYPES, updateUserSchema, USER_STATUSES, USER_TYPES,
} from '@mp/domain';
import { builder, PUBLIC, type UserShape } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../errors.js';
import { parseId } from '../../graphql/ids.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { addressKey, attempt, LIMITS } from '../../lib/limits.js';
import { activeMembership } from '../../viewer/viewer.js';
import { ProfileFormEnum } from './company-schema.js';
import { isProfileComplete } from './completeness.js';
import { emailInUse, findUserById, updateOwnUser } from './service.js';
import { canReadField, canViewUser, type UserField } from './visibility.js';

export const UserTypeEnum = builder.enumType('UserType', { values: USER_TYPES });
export const RegisterableTypeEnum = builder.enumType('RegisterableType', { values: REGISTERABLE_TYPES });
export const UserStatusEnum = builder.enumType('UserStatus', { values: USER_STATUSES });

builder.objectType('ProfileCompleteness', {
  // As visible as the User field that returns it (the login answer has no viewer yet): that field declares the audience.
  authScopes: PUBLIC,
  fields: (t) => ({
    complete: t.exposeBoolean('complete'),
    missing: t.exposeStringList('missing'),
  }),
});

const STRING_FIELDS = [
  'first_name', 'last_name', 'pronouns', 'language', 'ethnicity', 'bio', 'description', 'company',
  'agency_name', 'position', 'jobtitle', 'avatar', 'website', 'linkedin', 'supporting_url', 'referee_1',
  'referee_2', 'phone', 'phone_secondary', 'contact_email', 'address_1', 'address_2', 'city', 'state',
  'country', 'zip', 'location', 'billing_address_1', 'billing_address_2', 'billing_city',
  'billing_state', 'billing_country', 'billing_zip', 'invoice_company', 'invoice_address_1',
  'invoice_address_2', 'invoice_city', 'invoice_state', 'invoice_country', 'invoice_zip', 'invoice_phone',
  'invoice_email', 'pm_type', 'pm_last_four', 'privacy', 'notification_frequency', 'looking_for',
  'payroll_status', 'hear_us', 'hear_us_additional', 'salary_currency', 'salary_unit', 'start_date',
  'right_to_work', 'notice_period', 'budget_currency',
] as const;
const INT_FIELDS = ['minimum_salary', 'maximum_salary', 'budget_min', 'budget_max'] as const;
const BOOLEAN_FIELDS = ['vetted', 'is_payment_active', 'send_email', 'send_text_notification'] as const;

export const UserRef = builder.objectRef<UserShape>('User');

/**
 * A field's audience, from the table in visibility.ts (decision 0017): checked on the server for each field,
 * and a field the viewer may not read resolves to null rather than failing the query.
 */
export const audienceOf = (field: UserField) => ({
  nullable: true as const,
  authScopes: (u: UserShape, _args: object, ctx: GraphQLContext) => canReadField(ctx, u, field),
  unauthorizedResolver: () => null,
});

UserRef.implement({
  fields: (t) => ({
    // The identity audience: whoever is handed the record reads these.
    id: t.exposeID('id', { authScopes: PUBLIC }),
    type: t.field({
      type: UserTypeEnum,
      authScopes: PUBLIC,
      resolve: (u) => u.type as (typeof USER_TYPES)[number],
    }),
    email: t.exposeString('email', audienceOf('email')),
    status: t.field({
      type: UserStatusEnum,
      ...audienceOf('status'),
      resolve: (u) => u.status as (typeof USER_STATUSES)[number],
    }),
    name: t.string({
      ...audienceOf('name'),
      resolve: (u) => fullName(u.first_name, u.last_name),
    }),
    access_token: t.string({ ...audienceOf('access_token'), resolve: (u) => u.access_token ?? null }),
    can_use_logo: t.exposeBoolean('can_use_logo', audienceOf('can_use_logo')),
    created_at: t.string({ ...audienceOf('created_at'), resolve: (u) => u.created_at.toISOString() }),
    agency_locations: t.stringList({ ...audienceOf('agency_locations'), resolve: (u) => u.agency_locations }),
    // The spec's single string: the first place (a card shows one).
    agency_location: t.string({ ...audienceOf('agency_location'), resolve: (u) => u.agency_locations[0] ?? null }),
    ...Object.fromEntries(STRING_FIELDS.map((k) => [k, t.exposeString(k, audienceOf(k))])),
    ...Object.fromEntries(INT_FIELDS.map((k) => [k, t.exposeInt(k, audienceOf(k))])),
    ...Object.fromEntries(BOOLEAN_FIELDS.map((k) => [k, t.exposeBoolean(k, audienceOf(k))])),
    isProfileComplete: t.field({
      type: 'ProfileCompleteness',
      ...audienceOf('isProfileComplete'),
      resolve: (u, _a, ctx) => isProfileComplete(ctx.deps.db, u),
    }),
    teams: t.field({
      type: ['TeamUser'],
      ...audienceOf('teams'),
      resolve: (u, _a, ctx) => ctx.loaders.membershipsByUser.load(u.id),
    }),
    teamUser: t.field({
      type: 'TeamUser',
      ...audienceOf('teamUser'),
      description: 'The membership the user currently acts under.',
      resolve: async (u, _a, ctx) => activeMembership(await ctx.loaders.membershipsByUser.load(u.id)) ?? null,
    }),
    teamType: t.field({
      type: UserTypeEnum,
      ...audienceOf('teamType'),
      description: "The type the user acts under: the active team's type for guests, the own type otherwise.",
      resolve: async (u, _a, ctx) => {
        if (u.type !== 'GUEST') return u.type as (typeof USER_TYPES)[number];
        const team = activeMembership(await ctx.loaders.membershipsByUser.load(u.id))?.team;
        return (team?.type ?? 'GUEST') as (typeof USER_TYPES)[number];
      },
    }),
    teamOwner: t.boolean({
      ...audienceOf('teamOwner'),
      description: "True when the active team is the user's own account.",
      resolve: async (u, _a, ctx) => activeMembership(await ctx.loaders.membershipsByUser.load(u.id))?.team_id === u.id,
    }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    authScopes: PUBLIC,
    type: UserRef,
    nullable: true,
    description: 'The signed-in user; null without a token.',
    resolve: (_r, _a, ctx) => {
      if (ctx.badToken) throw AppError.unauthenticated();
      return ctx.viewer?.user ?? null;
    },
  }),
  user: t.field({
    type: UserRef,
    nullable: true,
    // Anyone may ask; the person's card decides (canViewUser), and each field its own audience.
    authScopes: PUBLIC,
    description:
      "A person's record as the viewer may see it (decision 0017): fields outside the viewer's audience are null. " +
      'Visitors read listed business accounts only (UNAUTHENTICATED otherwise); signed-in users get FORBIDDEN ' +
      'for a person whose card they may not see; null for an unknown id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      if (ctx.badToken) throw AppError.unauthenticated();
      const person = await findUserById(ctx.deps.db, parseId(id, 'user id'));
      if (!person) return null;
      if (!(await canViewUser(ctx, person))) throw ctx.viewer ? AppError.forbidden() : AppError.unauthenticated();
      return person;
    },
  }),
  checkUser: t.boolean({
    authScopes: PUBLIC,
    description: 'True when an account already uses this email.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_r, { email }, ctx) => {
      await attempt(ctx.deps.db, `email-check:ip:${addressKey(ctx.meta.ip)}`, LIMITS.emailCheckPerAddress);
      return emailInUse(ctx.deps.db, email);
    },
  }),
  checkRegisterableUser: t.boolean({
    authScopes: PUBLIC,
    description: 'True when this email may register (a valid address that no account uses).',
    args: {
      email: t.arg.string({ required: true }),
      type: t.arg({ type: UserTypeEnum, defaultValue: 'FREELANCER' }),
    },
    resolve: async (_r, { email }, ctx) => {
      await attempt(ctx.deps.db, `email-check:ip:${addressKey(ctx.meta.ip)}`, LIMITS.emailCheckPerAddress);
      const parsed = emailRule.safeParse(email);
      return parsed.success && !(await emailInUse(ctx.deps.db, parsed.data));
    },
  }),
}));

/** The own record's fields, and those of the named forms (`form`), whose rules say what each requires. */
const UpdateUserInput = zodInputType(builder, 'UpdateUserInput', [updateUserSchema, changePasswordSchema, companyOnboardingSchema, companyProfileSchema], {
  allOptional: true,
});

builder.mutationFields((t) => ({
  updateUser: t.field({
    type: UserRef,
    authScopes: { signedIn: true },
    description:
      "Updates the signed-in user's own record. With `form`, the input is that form's whole submission, checked with " +
      "its rules (the company forms are the company account's, FORBIDDEN to anyone else); avatar and can_use_logo " +
      'are written through a form only.',
    args: {
      input: t.arg({ type: UpdateUserInput, required: true }),
      form: t.arg({ type: ProfileFormEnum }),
    },
    resolve: (_r, { input, form }, ctx) => updateOwnUser(ctx.deps, ctx.viewer!, input, form),
  }),
}));
