import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_MSG } from '@mp/domain';
import { gqlRequest } from '../../app/api-client';
import { reasonToShow } from '../../app/error-reason';
import { isApiError } from '../../lib/api-error';
import { toastError, toastSuccess } from '../../lib/toast';
import {
  CompanyMessageEmailQuery,
  NotificationSettingsQuery,
  SetCompanyMessageEmailMutation,
  ProfilePrivacyQuery,
  ResendVerificationCodeMutation,
  SendVerificationCodeMutation,
  UpdateNotificationSettingsMutation,
  UpdateProfilePrivacyMutation,
  VerifyNumberMutation,
  type NotificationSettings,
} from './documents';

const settingsKey = ['settings', 'notifications'] as const;
const privacyKey = ['settings', 'privacy'] as const;

/** The server's reason for a code or phone failure, else the spec's 'Something went wrong.'. */
const reasonOf = (error: unknown) => reasonToShow(error) ?? SETTINGS_MSG.failed;

const failed = (error: unknown) => {
  if (!isApiError(error, 'UNAUTHENTICATED')) toastError(SETTINGS_MSG.failed);
};

export function useNotificationSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: async () => (await gqlRequest(NotificationSettingsQuery, {})).notificationSettings });
}

function useStoreSettings() {
  const queryClient = useQueryClient();
  return (settings: NotificationSettings) => queryClient.setQueryData(settingsKey, settings);
}

export interface SettingsChange {
  send_email?: boolean;
  send_not_selected_email?: boolean;
  send_message_email?: boolean;
  notification_frequency?: 'daily' | 'immediately';
  send_text_notification?: false;
}

/** Email switches, frequency, text messages off: saved at once, 'Your notification settings updated!'. */
export function useUpdateNotificationSettings() {
  const store = useStoreSettings();
  return useMutation({
    mutationFn: async (input: SettingsChange) => (await gqlRequest(UpdateNotificationSettingsMutation, { input })).updateNotificationSettings,
    onSuccess: (settings) => {
      store(settings);
      toastSuccess(SETTINGS_MSG.updated);
    },
    onError: failed,
  });
}

/** Step 1: a code to this phone ("We've sent you a verification code!"); a refusal shows the server's reason. */
export function useSendVerificationCode() {
  const store = useStoreSettings();
  return useMutation({
    mutationFn: async (phone: string) => (await gqlRequest(SendVerificationCodeMutation, { phone })).sendVerificationCode,
    onSuccess: (settings) => {
      store(settings);
      toastSuccess(SETTINGS_MSG.codeSent);
    },
    onError: (error) => {
      if (!isApiError(error, 'UNAUTHENTICATED')) toastError(reasonOf(error));
    },
  });
}

export function useResendVerificationCode() {
  const store = useStoreSettings();
  return useMutation({
    mutationFn: async () => (await gqlRequest(ResendVerificationCodeMutation, {})).resendVerificationCode,
    onSuccess: (settings) => {
      store(settings);
      toastSuccess(SETTINGS_MSG.codeSent);
    },
    onError: (error) => {
      if (!isApiError(error, 'UNAUTHENTICATED')) toastError(reasonOf(error));
    },
  });
}

/** Step 2: the code; on success text messages are on (the "all set" step). A wrong code shows the server's reason. */
export function useVerifyNumber() {
  const store = useStoreSettings();
  return useMutation({
    mutationFn: async (code: string) => (await gqlRequest(VerifyNumberMutation, { code })).verifyNumber,
    onSuccess: (settings) => {
      store(settings);
      toastSuccess(SETTINGS_MSG.updated);
    },
    onError: (error) => {
      if (!isApiError(error, 'UNAUTHENTICATED')) toastError(reasonOf(error));
    },
  });
}

export function useProfilePrivacy() {
  return useQuery({ queryKey: privacyKey, queryFn: async () => (await gqlRequest(ProfilePrivacyQuery, {})).profilePrivacy });
}

/** Saved the moment it is chosen (E-F7). */
export function useUpdateProfilePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (privacy: 'ACTIVE' | 'INACTIVE') => (await gqlRequest(UpdateProfilePrivacyMutation, { privacy })).updateProfilePrivacy,
    onSuccess: (privacy) => {
      queryClient.setQueryData(privacyKey, privacy);
      toastSuccess(SETTINGS_MSG.privacyUpdated);
    },
    onError: failed,
  });
}

const companyMessagesKey = ['settings', 'company-messages'] as const;

/** A company user's Messages switch. */
export function useCompanyMessageEmail() {
  return useQuery({ queryKey: companyMessagesKey, queryFn: async () => (await gqlRequest(CompanyMessageEmailQuery, {})).companyMessageEmail });
}

/** Turns it on or off, saved at once: 'Your notification settings updated!'. */
export function useSetCompanyMessageEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => (await gqlRequest(SetCompanyMessageEmailMutation, { on })).setCompanyMessageEmail,
    onSuccess: (on) => {
      queryClient.setQueryData(companyMessagesKey, on);
      toastSuccess(SETTINGS_MSG.updated);
    },
    onError: failed,
  });
}
