import { Alert, List } from '@mantine/core';

/** What the profile still lacks before its owner can apply (isProfileComplete); nothing when complete. */
export function MissingNotice({ missing }: { missing: readonly string[] | null | undefined }) {
  if (!missing || missing.length === 0) return null;
  return (
    <Alert color="yellow" title="Complete your profile to apply" data-testid="profile-missing">
      Still missing:
      <List size="sm" mt={4}>
        {missing.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
