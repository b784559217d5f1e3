import { Button, Card, Stack, Text, Title } from '@mantine/core';
import classes from './content.module.css';
import { CoverImage } from './CoverImage';
import type { DealCardData } from './documents';
import { safeExternalUrl } from './rules';

/** A deal: image, title, subtitle, and its link, which opens the partner's site in a new tab. */
export function DealCard({ deal, imageHeight = 140 }: { deal: DealCardData; imageHeight?: number }) {
  const href = safeExternalUrl(deal.link);
  return (
    <Card component="article" withBorder padding="md" className={classes.card} data-testid="deal-card">
      <Card.Section>
        <CoverImage src={deal.image} title={deal.title} kind="DEAL" height={imageHeight} />
      </Card.Section>
      <Stack gap={4} mt="sm" flex={1}>
        <Title order={3} fz="md" lh={1.35} lineClamp={2}>
          {deal.title}
        </Title>
        {deal.subtitle && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {deal.subtitle}
          </Text>
        )}
      </Stack>
      {href && (
        <Button component="a" href={href} target="_blank" rel="noopener noreferrer" variant="light" mt="md" fullWidth aria-label={`View deal: ${deal.title}`}>
          View Deal
        </Button>
      )}
    </Card>
  );
}
