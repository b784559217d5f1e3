import { graphql, type ResultOf } from '../../graphql';

const SettingsFields = graphql(`
  fragment NotificationSettingsFields on NotificationSettings {
    send_email
    send_not_selected_email
    send_message_email
    notification_frequency
    send_text_notification
    phone_secondary
    phone_secondary_verified_at
    pending_phone
  }
`);

export type NotificationSettings = ResultOf<typeof SettingsFields>;

export const NotificationSettingsQuery = graphql(
  `
    query NotificationSettings {
      notificationSettings {
        ...NotificationSettingsFields
      }
    }
  `,
  [SettingsFields],
);

export const UpdateNotificationSettingsMutation = graphql(
  `
    mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
      updateNotificationSettings(input: $input) {
        ...NotificationSettingsFields
      }
    }
  `,
  [SettingsFields],
);

export const SendVerificationCodeMutation = graphql(
  `
    mutation SendVerificationCode($phone: String!) {
      sendVerificationCode(phone: $phone) {
        ...NotificationSettingsFields
      }
    }
  `,
  [SettingsFields],
);

export const ResendVerificationCodeMutation = graphql(
  `
    mutation ResendVerificationCode {
      resendVerificationCode {
        ...NotificationSettingsFields
      }
    }
  `,
  [SettingsFields],
);

export const VerifyNumberMutation = graphql(
  `
    mutation VerifyNumber($code: String!) {
      verifyNumber(code: $code) {
        ...NotificationSettingsFields
      }
    }
  `,
  [SettingsFields],
);

export const ProfilePrivacyQuery = graphql(`
  query ProfilePrivacy {
    profilePrivacy {
      privacy
      editable
      team
    }
  }
`);

export const UpdateProfilePrivacyMutation = graphql(`
  mutation UpdateProfilePrivacy($privacy: Privacy!) {
    updateProfilePrivacy(privacy: $privacy) {
      privacy
      editable
      team
    }
  }
`);

/** A company user's one notification setting: the Messages switch (new messages from applicants). */
export const CompanyMessageEmailQuery = graphql(`
  query CompanyMessageEmail {
    companyMessageEmail
  }
`);

export const SetCompanyMessageEmailMutation = graphql(`
  mutation SetCompanyMessageEmail($on: Boolean!) {
    setCompanyMessageEmail(on: $on)
  }
`);
