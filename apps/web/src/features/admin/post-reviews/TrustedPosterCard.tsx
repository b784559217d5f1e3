import { Paper, Stack, Switch, Title } from '@mantine/core';
import { REVIEW_MSG } from '@mp/domain';
import { useRef } from 'react';
import { useSetTrustedPoster } from './usePostReviews';

/**
 * The account page of a company: whether the console trusts it to post without the first posts' review, and the
 * switch. While a change is in flight the switch shows it and takes no other.
 */
export function TrustedPosterCard({ teamId, trusted }: { teamId: string; trusted: boolean }) {
  const setTrusted = useSetTrustedPoster(teamId);
  // Set before React re-renders: a double click, whose second click lands before the switch is disabled, sends one change.
  const inFlight = useRef(false);
  const change = (next: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setTrusted.mutate(next, { onSettled: () => (inFlight.current = false) });
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="console-post-review" data-testid="console-trusted-poster">
      <Stack gap="xs">
        <Title order={2} size="h4" id="console-post-review">
          Post review
        </Title>
        <Switch
          label={REVIEW_MSG.trustedLabel}
          description={REVIEW_MSG.trustedHelp}
          checked={setTrusted.isPending ? setTrusted.variables : trusted}
          disabled={setTrusted.isPending}
          onChange={(event) => change(event.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
