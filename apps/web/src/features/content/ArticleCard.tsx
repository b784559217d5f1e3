import { Anchor, Badge, Card, Group, Text, Title } from '@mantine/core';
import { formatDateTime } from '@mp/domain';
import { Link } from 'react-router';
import classes from './content.module.css';
import { CoverImage } from './CoverImage';
import type { ArticleCardData } from './documents';
import { ARTICLE_TYPE_LABEL } from './rules';

/** A resource card: image, type, date and the title, whose link covers the card. */
export function ArticleCard({ article, to, imageHeight = 160 }: { article: ArticleCardData; to: string; imageHeight?: number }) {
  return (
    <Card component="article" withBorder padding="md" className={`${classes.card} ${classes.linkCard}`} data-testid="article-card">
      <Card.Section>
        <CoverImage src={article.image} title={article.title} kind={article.type} height={imageHeight} />
      </Card.Section>
      <Group justify="space-between" mt="sm" gap="xs" wrap="nowrap">
        <Badge variant="light" size="sm" className={classes.badge}>
          {ARTICLE_TYPE_LABEL[article.type]}
        </Badge>
        <Text size="xs" c="dimmed" component="time" dateTime={article.created_at}>
          {formatDateTime(article.created_at)}
        </Text>
      </Group>
      <Title order={3} fz="md" lh={1.35} mt="xs" lineClamp={3}>
        <Anchor component={Link} to={to} className={classes.stretched} underline="never" inherit>
          {article.title}
        </Anchor>
      </Title>
    </Card>
  );
}
