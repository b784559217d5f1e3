import { Anchor, Box, Button, Container, Divider, Flex, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PRODUCT_NAME } from '../../ui/brand';
import { themeOfGroup } from '../../ui/theme';
import { homePath } from '../../app/session/rules';
import { useSessionUser } from '../../app/session/useSession';
import { AUDIENCES, audienceOfHash, callToAction, type Audience } from './how-it-works';
import { ArrowDownIcon, ArrowRightIcon, AUDIENCE_ICON, ShieldCheckIcon } from './icons';
import classes from './marketing.module.css';

/**
 * Secondary text. Darker than Mantine's 'dimmed' (gray 6), which is under 4.5:1 on white; the words
 * here are the page's content, not asides.
 */
const SECONDARY = 'gray.7';
/** The darkest shade of an audience's colour: white text on it stays above 4.5:1 for every theme. */
const SOLID_SHADE = 9;

/** Each audience's colour: the primary colour of the theme of the group it signs up under (ui/theme). */
function accentOf(audience: Audience): string {
  return themeOfGroup(audience.group).primaryColor ?? 'gray';
}

const titleId = (audience: Audience) => `${audience.id}-title`;

/**
 * Arriving at a section a #hash names (the footer's links, the page's own jump cards): scrolled to that
 * section, with focus on its heading, so a screen reader starts where the eye does. Without a hash the
 * app's layout does what it does for every page (the top of the page, focus on its heading).
 */
function useSectionArrival(hash: string) {
  useEffect(() => {
    const audience = audienceOfHash(hash);
    if (!audience) return;
    document.getElementById(audience.id)?.scrollIntoView({ block: 'start' });
    document.getElementById(titleId(audience))?.focus({ preventScroll: true });
  }, [hash]);
}

/** A card of the page's own navigation: its title link covers the card. */
function JumpCard({ audience }: { audience: Audience }) {
  const Icon = AUDIENCE_ICON[audience.group];
  return (
    <Paper withBorder radius="lg" p="md" className={classes.card}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color={accentOf(audience)}>
          <Icon size={22} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Anchor component={Link} to={`#${audience.id}`} fw={700} className={classes.stretched} underline="never">
              {audience.title}
            </Anchor>
            <Box c={SECONDARY} lh={0}>
              <ArrowDownIcon size={18} />
            </Box>
          </Group>
          <Text size="sm" c={SECONDARY} visibleFrom="sm">
            {audience.summary}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** One audience: what they do, in numbered steps, ending in the call to action. */
function AudienceSection({ audience, home }: { audience: Audience; home: string | null }) {
  const Icon = AUDIENCE_ICON[audience.group];
  const accent = accentOf(audience);
  const action = callToAction(audience, home);
  return (
    <Paper
      component="section"
      id={audience.id}
      aria-labelledby={titleId(audience)}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      className={classes.section}
      data-testid="how-it-works-section"
    >
      <Stack gap="xl">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={52} radius="md" variant="light" color={accent}>
            <Icon size={28} />
          </ThemeIcon>
          <div>
            <Title order={2} id={titleId(audience)} tabIndex={-1} className={classes.landing}>
              {audience.title}
            </Title>
            <Text c={SECONDARY} mt={4}>
              {audience.intro}
            </Text>
          </div>
        </Group>

        <ol className={classes.steps} aria-label={`${audience.title}: steps`}>
          {audience.steps.map((step, index) => (
            <li key={step.title}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={32} radius="xl" color={`${accent}.${SOLID_SHADE}`} aria-hidden="true">
                  <Text fw={700} size="sm" inherit>
                    {index + 1}
                  </Text>
                </ThemeIcon>
                <div>
                  <Title order={3} fz="md" lh={1.4} mt={4}>
                    {step.title}
                  </Title>
                  <Text size="sm" c={SECONDARY} mt={4} lh={1.6}>
                    {step.text}
                  </Text>
                </div>
              </Group>
            </li>
          ))}
        </ol>

        <Divider />
        <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="md">
          <Text fw={600} size="lg">
            {audience.prompt}
          </Text>
          {/* Phones: the sign-up first and full width, then Log in; wider screens: side by side, sign-up last. */}
          <Flex gap="sm" direction={{ base: 'column-reverse', sm: 'row' }}>
            {action.login && (
              <Button component={Link} to={action.login.to} variant="default" aria-label={action.login.label}>
                Log in
              </Button>
            )}
            <Button component={Link} to={action.to} color={`${accent}.${SOLID_SHADE}`} rightSection={<ArrowRightIcon size={18} />}>
              {action.label}
            </Button>
          </Flex>
        </Flex>
      </Stack>
    </Paper>
  );
}

/** /marketing/how-it-works (spec 000 §2.1): how the marketplace works for employers, freelancers and agencies. */
export function HowItWorksPage() {
  const user = useSessionUser();
  const home = user ? homePath(user) : null;
  const { hash } = useLocation();
  useSectionArrival(hash);

  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <Stack component="header" gap="lg">
          <Stack gap="xs" maw={760}>
            <Title order={1} tabIndex={-1} className={classes.landing}>
              How It Works
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c={SECONDARY}>
              {PRODUCT_NAME} brings together employers with paid work and the freelancers and agencies who can do it. Employers post job
              opportunities and agency projects; freelancers and agencies find the ones that suit them and apply. Here is how it works for
              each of you.
            </Text>
          </Stack>
          <nav aria-label="On this page">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {AUDIENCES.map((audience) => (
                <JumpCard key={audience.id} audience={audience} />
              ))}
            </SimpleGrid>
          </nav>
        </Stack>

        {AUDIENCES.map((audience) => (
          <AudienceSection key={audience.id} audience={audience} home={home} />
        ))}

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="aside" aria-labelledby="approval-title">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light" color="gray">
              <ShieldCheckIcon size={22} />
            </ThemeIcon>
            <div>
              <Title order={2} fz="md" id="approval-title">
                Every account is checked
              </Title>
              <Text size="sm" c={SECONDARY} mt={4}>
                New accounts start inactive until an administrator has approved them, so the employers, freelancers and agencies you meet
                here have been reviewed. While you wait, you can complete your profile.
              </Text>
            </div>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}
