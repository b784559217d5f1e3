import { Switch } from '@mantine/core';
import { SettingsCard, SettingsError, SettingsSkeleton } from './SettingsCard';
import { useCompanyMessageEmail, useSetCompanyMessageEmail } from './hooks';

const INTRO = 'Choose whether we email you when an applicant writes to your team.';

/**
 * /company/notification-settings: a company user's one setting, the Messages switch (the notice mail's one-click
 * unsubscribe turns it off; this turns it on again).
 */
export function CompanyNotificationSettingsPage() {
  const setting = useCompanyMessageEmail();
  const update = useSetCompanyMessageEmail();
  if (setting.isPending || setting.isError) {
    return (
      <SettingsCard title="Notification Settings" intro={INTRO}>
        {setting.isPending ? <SettingsSkeleton rows={1} /> : <SettingsError retry={() => void setting.refetch()} />}
      </SettingsCard>
    );
  }
  return (
    <SettingsCard title="Notification Settings" intro={INTRO}>
      <Switch
        label="Messages"
        description="Email me when an applicant writes about an application (at most one email a conversation every 10 minutes)."
        checked={update.isPending ? update.variables : setting.data}
        disabled={update.isPending}
        onChange={(e) => update.mutate(e.currentTarget.checked)}
      />
    </SettingsCard>
  );
}
