import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { cardTitle } from '@mp/domain';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { ServiceBadges } from './AgencyCard';
import { PictureIcon } from './icons';
import classes from './Marketplace.module.css';

/** The headline is the description's first 100 characters: a full one was cut, and says so. */
const HEADLINE_MAX = 100;
const headlineText = (headline: string) => ([...headline].length >= HEADLINE_MAX ? `${headline.trimEnd()}…` : headline);

/** The thumbnail's box: the card's width on the widest grid (3 a row in a 1200 px page), 16:10. */
const THUMB = { width: 360, height: 225 };

/** What a case-study card shows: the marketplace's cards name the agency and its services, an agency's own do not. */
export interface CaseStudyCardStudy {
  title: string;
  headline: string;
  thumbnail?: string | null;
  agency?: { agency_name: string | null } | null;
  services?: readonly { id: string; name: string }[];
}

/**
 * A case study in a list: its thumbnail at display size, the title (the link, covering the card), the headline, and
 * the agency and its services when given. The marketplace cuts the title at 25 characters (the whole title shows on
 * hover); an agency's own lists show it whole (`wholeTitle`).
 */
export function CaseStudyCard({ study, to, wholeTitle = false }: { study: CaseStudyCardStudy; to: string; wholeTitle?: boolean }) {
  const short = wholeTitle ? study.title : cardTitle(study.title);
  return (
    <Card component="article" withBorder padding="md" className={classes.card} data-testid="case-study-card">
      {study.thumbnail ? (
        <ResponsiveImage src={study.thumbnail} width={THUMB.width} height={THUMB.height} className={classes.thumb} sizes="(max-width: 36em) 100vw, 360px" />
      ) : (
        <div className={classes.thumbPlaceholder} aria-hidden="true">
          <PictureIcon size={32} />
        </div>
      )}
      <Stack gap={4} mt="sm">
        <Title order={3} fz="md" lh={1.35} lineClamp={wholeTitle ? 2 : undefined} className={classes.wrap}>
          <Anchor
            component={Link}
            to={to}
            className={classes.stretched}
            underline="never"
            inherit
            title={short === study.title ? undefined : study.title}
          >
            {short}
          </Anchor>
        </Title>
        {study.agency && (
          <Text size="sm" c="dimmed" fw={600} lineClamp={1}>
            {study.agency.agency_name}
          </Text>
        )}
        <Text size="sm" lineClamp={3} className={classes.wrap}>
          {headlineText(study.headline)}
        </Text>
      </Stack>
      {study.services && <ServiceBadges services={study.services} />}
    </Card>
  );
}
