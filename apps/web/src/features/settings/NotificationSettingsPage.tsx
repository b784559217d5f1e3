import { Divider, Radio, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { SettingsCard, SettingsError, SettingsSkeleton } from './SettingsCard';
import { TextMessageFlow, type FlowStep } from './TextMessageFlow';
import { useNotificationSettings, useUpdateNotificationSettings } from './hooks';
import { formatPhone } from '@mp/domain/phone';

const INTRO = 'Choose how we tell you about new opportunities and about messages on your applications.';

/** /{freelancer,agency}/notification-settings (E-R6, E-F6). */
export function NotificationSettingsPage() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  // The text-message flow, open while the person turns text messages on.
  const [flow, setFlow] = useState<FlowStep | null>(null);

  if (settings.isPending) {
    return (
      <SettingsCard title="Notification Settings" intro={INTRO}>
        <SettingsSkeleton />
      </SettingsCard>
    );
  }
  if (settings.isError) {
    return (
      <SettingsCard title="Notification Settings" intro={INTRO}>
        <SettingsError retry={() => void settings.refetch()} />
      </SettingsCard>
    );
  }
  const s = settings.data;
  const textsOn = s.send_text_notification || (flow !== null && flow !== 'done');
  // Verified a moment ago: the "all set" step stays, even if the page was mounted again meanwhile.
  const justVerified =
    s.send_text_notification && s.phone_secondary_verified_at !== null && Date.now() - Date.parse(s.phone_secondary_verified_at) < 60_000;
  const step: FlowStep | null = flow === 'code' && s.send_text_notification ? 'done' : (flow ?? (justVerified ? 'done' : null));

  const toggleTexts = (on: boolean) => {
    if (on) return setFlow(s.pending_phone ? 'code' : 'phone');
    setFlow(null);
    // Turning it off saves at once (E-X4); closing an unfinished flow changes nothing.
    if (s.send_text_notification) update.mutate({ send_text_notification: false });
  };

  return (
    <SettingsCard title="Notification Settings" intro={INTRO}>
      <Stack gap="lg">
        <Switch
          label="Email notifications"
          description="New opportunities by email."
          checked={s.send_email}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ send_email: e.currentTarget.checked })}
        />
        <Radio.Group
          label="How often"
          value={s.notification_frequency}
          onChange={(value) => update.mutate({ notification_frequency: value as 'daily' | 'immediately' })}
        >
          <Group mt="xs" gap="lg">
            <Radio value="immediately" label="Immediately" disabled={update.isPending} />
            <Radio value="daily" label="Daily" disabled={update.isPending} />
          </Group>
        </Radio.Group>
        <Switch
          label="'Not selected' emails"
          description="A short email when an employer decides not to go ahead with your application."
          checked={s.send_not_selected_email}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ send_not_selected_email: e.currentTarget.checked })}
        />
        <Switch
          label="Messages"
          description="Email me when someone writes about an application (at most one email a conversation every 10 minutes)."
          checked={s.send_message_email}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ send_message_email: e.currentTarget.checked })}
        />
        <Divider />
        <Switch
          label="Text message notifications"
          description={s.send_text_notification && s.phone_secondary ? `Texts go to ${formatPhone(s.phone_secondary)}.` : 'We check your number with a code first.'}
          checked={textsOn || flow === 'done'}
          disabled={update.isPending}
          onChange={(e) => toggleTexts(e.currentTarget.checked)}
        />
        {step !== null && (
          <TextMessageFlow step={step} onStep={setFlow} pendingPhone={s.pending_phone} verifiedPhone={s.phone_secondary} />
        )}
        {step === null && !s.send_text_notification && (
          <Text size="sm" c="dimmed">
            Text messages are off.
          </Text>
        )}
      </Stack>
    </SettingsCard>
  );
}
