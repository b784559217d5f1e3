import { ActionIcon, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useSessionUser } from '../../features/session/useSession';
import { PRODUCT_NAME, SOCIAL_LINKS } from '../brand';
import classes from './AppLayout.module.css';
import { LinkedInIcon, XIcon } from '../icons';
import { footerColumns, MARKETING_URL, type FooterColumn } from './nav-model';
import { footerLinks, type FooterLandingPage } from './site-links';
import { FOOTER_TEXT, FooterLink } from './FooterLink';

export type { FooterLandingPage };

const SOCIAL_ICONS = { LinkedIn: LinkedInIcon, X: XIcon } as const;

function Column({ column }: { column: FooterColumn }) {
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
}

/**
 * The footer (spec 2.4): four columns, then the landing pages flagged display_in_footer
 * (only when there are any), social links and the copyright line. Without a marketing site every link
 * stays in the app (site-links.ts, decision 0020). Memoised: it is long, and the frame renders again as
 * pages change.
 */
export const Footer = memo(function Footer({ landingPages = [] }: { landingPages?: FooterLandingPage[] }) {
  const user = useSessionUser();
  const columns = footerLinks(footerColumns(user, PRODUCT_NAME), landingPages, user, MARKETING_URL);
  return (
    <Box component="footer" className={classes.footer} data-testid="site-footer" py="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 2, sm: columns.length }} spacing="lg">
          {columns.map((column) => (
            <Column key={column.title} column={column} />
          ))}
        </SimpleGrid>
        <Group justify="space-between" mt="xl" gap="sm">
          {/* Pre-rendered pages carry the year of their build: the browser's may differ (decision 0021). */}
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
      </Container>
    </Box>
  );
});
