import { Alert, Anchor, AspectRatio, Container, Divider, Stack, Text, Title, Typography } from '@mantine/core';
import { formatDateTime } from '@mp/domain';
import { Link, useParams } from 'react-router';
import { useGroupPath, useRouteGroup } from '../../app/group-context';
import { usePageTitle } from '../../lib/page-title';
import { PageLoader } from '../../ui/PageLoader';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { userGroup } from '../../app/session/rules';
import { useSessionUser } from '../../app/session/useSession';
import { ArticleCard } from './ArticleCard';
import { ArticleNotFound } from './ArticleNotFound';
import classes from './content.module.css';
import { ContentGrid } from '../../ui/ContentGrid';
import { useArticle, useGroupAvailability, useLatestArticles } from './hooks';
import { ARTICLE_TYPE_LABEL } from './rules';

const RELATED_COUNT = 3;

/** 'More resources': the newest other articles the reader may read. */
function MoreResources({ slug }: { slug: string }) {
  const path = useGroupPath();
  const related = useLatestArticles({ availability: useGroupAvailability(), excludeSlugs: [slug] }, RELATED_COUNT);
  if (related.isSuccess && related.data.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="more-resources">
      <Divider />
      <Title order={2} id="more-resources" fz="h3">
        More resources
      </Title>
      <ContentGrid
        items={related.data ?? []}
        renderItem={(article) => <ArticleCard key={article.id} article={article} to={path(`resources/${article.slug}`)} imageHeight={120} />}
        isPending={related.isPending}
        error={related.error}
        empty={null}
        imageHeight={120}
      />
    </Stack>
  );
}

/**
 * /{group}/resources/{slug} (and /company/articles/{slug}): no login needed; the server answers null
 * for an article this reader may not read, which shows as not found.
 */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const { group } = useRouteGroup();
  const path = useGroupPath();
  const user = useSessionUser();
  const article = useArticle(slug);
  usePageTitle(article.data ? `Article: ${article.data.title}` : article.isSuccess ? 'Page not found' : undefined);

  if (article.isPending) return <PageLoader />;
  if (article.error) {
    return (
      <Alert color="red" role="alert" title="Could not load the article">
        {article.error.message}
      </Alert>
    );
  }
  if (!article.data) return <ArticleNotFound />;
  const { title, image, type, created_at, content } = article.data;
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        {user && userGroup(user) === group && (
          <Anchor component={Link} to={path('resources')} size="sm">
            ← All resources
          </Anchor>
        )}
        <Stack component="header" gap="xs">
          <Text size="sm" c="dimmed">
            {ARTICLE_TYPE_LABEL[type]} ·{' '}
            <time dateTime={created_at} data-testid="article-date">
              {formatDateTime(created_at)}
            </time>
          </Text>
          <Title order={1}>{title}</Title>
        </Stack>
        {image && (
          <AspectRatio ratio={16 / 7}>
            <ResponsiveImage src={image} width={960} height={420} className={classes.hero} priority sizes="(max-width: 62em) 100vw, 960px" />
          </AspectRatio>
        )}
        {/* The server sanitises article HTML when it is saved (sanitize-html: no scripts, event handlers
            or javascript: URLs); this is the one place the app renders stored HTML. */}
        <Typography className={classes.articleBody} data-testid="article-content">
          <div dangerouslySetInnerHTML={{ __html: content }} />
        </Typography>
        <MoreResources slug={slug} />
      </Stack>
    </Container>
  );
}
