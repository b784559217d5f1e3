import { NOTIFICATION_FREQUENCIES, notificationSettingsSchema, PRIVACY } from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { getProfilePrivacy, updateProfilePrivacy, type ProfilePrivacy } from './privacy.js';
import {
  getMessageEmail,
  getNotificationSettings,
  resendVerificationCode,
  setMessageEmail,
  sendVerificationCode,
  updateNotificationSettings,
  verifyNumber,
  type NotificationSettings,
} from './service.js';

/**
 * notification-settings and profile-privacy (decision 0032): the freelancer's and the agency's own screens
 * (a guest acts under the agency team's type); a company user, an administrator or a visitor is refused.
 */
const settingsUser = { freelancer: true, agency: true } as const;
/** A company's people have one notification setting, the Messages switch (their unsubscribe link turns it off). */
const companyUser = { company: true } as const;

const FrequencyEnum = builder.enumType('NotificationFrequency', { values: NOTIFICATION_FREQUENCIES });
const PrivacyEnum = builder.enumType('Privacy', { values: PRIVACY });

const NotificationSettingsRef = builder.objectRef<NotificationSettings>('NotificationSettings').implement({
  authScopes: settingsUser,
  description: "The signed-in user's own notification settings.",
  fields: (t) => ({
    send_email: t.exposeBoolean('send_email'),
    send_not_selected_email: t.exposeBoolean('send_not_selected_email', {
      description: "Whether a post's team marking an application 'Not selected' sends the applicant a short mail.",
    }),
    send_message_email: t.exposeBoolean('send_message_email', {
      description: 'Whether a new message about an application mails a notice (at most one a conversation every 10 minutes).',
    }),
    notification_frequency: t.field({
      type: FrequencyEnum,
      resolve: (s) => s.notification_frequency as (typeof NOTIFICATION_FREQUENCIES)[number],
    }),
    send_text_notification: t.exposeBoolean('send_text_notification'),
    phone_secondary: t.exposeString('phone_secondary', { nullable: true, description: 'The number text messages go to.' }),
    phone_secondary_verified_at: t.string({
      nullable: true,
      resolve: (s) => s.phone_secondary_verified_at?.toISOString() ?? null,
    }),
    pending_phone: t.exposeString('pending_phone', {
      nullable: true,
      description: 'The number a live code was sent to (not yet verified), if any.',
    }),
  }),
});

const ProfilePrivacyRef = builder.objectRef<ProfilePrivacy>('ProfilePrivacy').implement({
  authScopes: settingsUser,
  fields: (t) => ({
    privacy: t.field({ type: PrivacyEnum, resolve: (p) => p.privacy }),
    editable: t.exposeBoolean('editable', { description: "False for a guest who is not an admin of the agency team." }),
    team: t.exposeBoolean('team', { description: "True when the profile is the agency team's (a guest's view)." }),
  }),
});

const NotificationSettingsInput = zodInputType(builder, 'NotificationSettingsInput', notificationSettingsSchema, {
  fields: { notification_frequency: { type: FrequencyEnum } },
  // The switch turns off here and on only through verifyNumber: the service checks it, no rule.
  extra: (t) => ({
    send_text_notification: t.boolean({ description: 'false only: turning text messages on goes through verifyNumber.' }),
  }),
});

builder.queryFields((t) => ({
  notificationSettings: t.field({
    type: NotificationSettingsRef,
    authScopes: settingsUser,
    resolve: (_r, _a, ctx) => getNotificationSettings(ctx.deps.db, ctx.viewer!.user.id),
  }),
  companyMessageEmail: t.boolean({
    authScopes: companyUser,
    description: "A company user's Messages switch: whether a new message from an applicant mails a notice.",
    resolve: (_r, _a, ctx) => getMessageEmail(ctx.deps.db, ctx.viewer!.user.id),
  }),
  profilePrivacy: t.field({
    type: ProfilePrivacyRef,
    authScopes: settingsUser,
    description: "The privacy of the viewer's profile (a guest: the agency team's).",
    resolve: (_r, _a, ctx) => getProfilePrivacy(ctx.deps.db, ctx.viewer!),
  }),
}));

builder.mutationFields((t) => ({
  updateNotificationSettings: t.field({
    type: NotificationSettingsRef,
    authScopes: settingsUser,
    description: 'Email on or off, the frequency, the Not selected and Messages mails, and text messages off (on: sendVerificationCode then verifyNumber).',
    args: { input: t.arg({ type: NotificationSettingsInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      updateNotificationSettings(ctx.deps.db, ctx.viewer!, Object.fromEntries(Object.entries(input).filter(([, v]) => v != null))),
  }),
  setCompanyMessageEmail: t.boolean({
    authScopes: companyUser,
    description: "Turns a company user's Messages switch on or off; answers it.",
    args: { on: t.arg.boolean({ required: true }) },
    resolve: (_r, { on }, ctx) => setMessageEmail(ctx.deps.db, ctx.viewer!.user.id, on),
  }),
  sendVerificationCode: t.field({
    type: NotificationSettingsRef,
    authScopes: settingsUser,
    description: 'Texts a 6-digit code to the phone (limited per user and per number); the previous code stops working.',
    args: { phone: t.arg.string({ required: true }) },
    resolve: (_r, { phone }, ctx) => sendVerificationCode(ctx.deps, ctx.viewer!, phone),
  }),
  resendVerificationCode: t.field({
    type: NotificationSettingsRef,
    authScopes: settingsUser,
    description: 'A new code to the number of the latest code not yet verified.',
    resolve: (_r, _a, ctx) => resendVerificationCode(ctx.deps, ctx.viewer!),
  }),
  verifyNumber: t.field({
    type: NotificationSettingsRef,
    authScopes: settingsUser,
    description: 'Checks the code: the number becomes phone_secondary and text notifications turn on.',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_r, { code }, ctx) => verifyNumber(ctx.deps, ctx.viewer!, code),
  }),
  updateProfilePrivacy: t.field({
    type: ProfilePrivacyRef,
    authScopes: settingsUser,
    description: 'ACTIVE: employers may browse the profile; INACTIVE: hidden, except from the teams applied to.',
    args: { privacy: t.arg({ type: PrivacyEnum, required: true }) },
    resolve: (_r, { privacy }, ctx) => updateProfilePrivacy(ctx.deps.db, ctx.viewer!, privacy),
  }),
}));
