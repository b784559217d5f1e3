import { ActionIcon, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useSessionUser } from '../../app/session/useSession';
import { PRODUCT_NAME, SOCIAL_LINKS } from '../../ui/brand';
import classes from './AppLayout.module.css';
import { LinkedInIcon, XIcon } from '../../ui/icons';
import { footerColumns, MARKETING_URL, type FooterColumn } from './nav-model';
import { landingPagesColumn, siteColumns, type FooterLandingPage } from './site-links';
import { FOOTER_TEXT, FooterLink } from './FooterLink';

export type { FooterLandingPage };

const SOCIAL_ICONS = { LinkedIn: LinkedInIcon, X: XIcon } as const;

/** Memoised with the columns' objects: the landing pages' column arriving after the first render leaves the others be. */
const Column = memo(function Column({ column }: { column: FooterColumn }) {
  return (
    <Stack gap={6}>
      <Text fw={700} size="sm">
        {column.title}
      </Text>
      {column.items.map((item) => (
        <FooterLink key={item.label} item={item} />
      ))}
    </Stack>
  );
});

/** The copyright line and the social links: the same on every render. */
const FooterBottom = memo(function FooterBottom() {
  return (
    <Group justify="space-between" mt="xl" gap="sm">
      {/* The server renders the year by its clock: the browser's may differ. */}
      <Text size="xs" c={FOOTER_TEXT} suppressHydrationWarning>
        © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
      </Text>
      <Group gap="xs">
        {SOCIAL_LINKS.map(({ label, href }) => {
          const Icon = SOCIAL_ICONS[label];
          return (
            <ActionIcon key={label} component="a" href={href} target="_blank" rel="noopener noreferrer" variant="subtle" aria-label={label}>
              <Icon size={18} />
            </ActionIcon>
          );
        })}
      </Group>
    </Group>
  );
});

/**
 * The footer (spec 2.4): four columns, then the landing pages flagged display_in_footer
 * (only when there are any), social links and the copyright line. Without a marketing site every link
 * stays in the app (site-links.ts, decision 0020). Memoised: it is long, and the frame renders again as
 * pages change; when the landing pages arrive (after the first render), only their column is drawn.
 */
export const Footer = memo(function Footer({ landingPages = [] }: { landingPages?: FooterLandingPage[] }) {
  const user = useSessionUser();
  const site = useMemo(() => siteColumns(footerColumns(user, PRODUCT_NAME), user, MARKETING_URL), [user]);
  const explore = useMemo(() => landingPagesColumn(landingPages, MARKETING_URL), [landingPages]);
  const columns = explore ? [...site, explore] : site;
  return (
    <Box component="footer" className={classes.footer} data-testid="site-footer" py="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 2, sm: columns.length }} spacing="lg">
          {columns.map((column) => (
            <Column key={column.title} column={column} />
          ))}
        </SimpleGrid>
        <FooterBottom />
      </Container>
    </Box>
  );
});
