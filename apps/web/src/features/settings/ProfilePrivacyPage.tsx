import { Radio, Stack, Text } from '@mantine/core';
import { SettingsCard, SettingsError, SettingsSkeleton } from './SettingsCard';
import { useProfilePrivacy, useUpdateProfilePrivacy } from './hooks';

const INTRO = 'Decide whether employers can find your profile when they browse.';

/** /{freelancer,agency}/profile-privacy (E-R7, E-F7): saved the moment it is chosen. */
export function ProfilePrivacyPage() {
  const privacy = useProfilePrivacy();
  const update = useUpdateProfilePrivacy();
  const body = privacy.isPending ? (
    <SettingsSkeleton rows={2} />
  ) : privacy.isError ? (
    <SettingsError retry={() => void privacy.refetch()} />
  ) : (
    <Stack gap="md">
      <Radio.Group
        label={privacy.data.team ? "Your agency's profile" : 'Your profile'}
        value={update.isPending ? update.variables : privacy.data.privacy}
        onChange={(value) => update.mutate(value as 'ACTIVE' | 'INACTIVE')}
      >
        <Stack mt="sm" gap="md">
          <Radio
            value="ACTIVE"
            label="Active"
            description="Employers can find and view the profile."
            disabled={!privacy.data.editable || update.isPending}
          />
          <Radio
            value="INACTIVE"
            label="Inactive"
            description="Hidden from employers browsing. Teams you applied to still see your application."
            disabled={!privacy.data.editable || update.isPending}
          />
        </Stack>
      </Radio.Group>
      {!privacy.data.editable && (
        <Text size="sm" c="dimmed">
          Only your agency's admins can change this.
        </Text>
      )}
    </Stack>
  );
  return (
    <SettingsCard title="Profile Privacy" intro={INTRO}>
      {body}
    </SettingsCard>
  );
}
