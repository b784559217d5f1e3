import { Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import type { CaseStudyCardData } from './documents';
import classes from './case-studies.module.css';

/** A case study in a list: its thumbnail at the card's size, title and headline; the whole card opens it. */
export function CaseStudyCard({ caseStudy, to }: { caseStudy: CaseStudyCardData; to: string }) {
  return (
    <Card withBorder padding={0} component={Link} to={to} data-testid="case-study-card">
      {caseStudy.thumbnail ? (
        <ResponsiveImage src={caseStudy.thumbnail} width={320} height={256} className={classes.cover} sizes="(max-width: 36em) 100vw, 320px" />
      ) : (
        <div className={classes.cover} aria-hidden="true" />
      )}
      <Stack gap={4} p="md">
        <Title order={3} fz="md" lineClamp={2}>
          {caseStudy.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {caseStudy.headline}
        </Text>
      </Stack>
    </Card>
  );
}
