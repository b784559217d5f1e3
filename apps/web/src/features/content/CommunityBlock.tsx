import { Stack, Title } from '@mantine/core';
import type { ArticleAvailability } from '@mp/domain';
import type { RequestOptions } from '../../app/api-client';
import { useGroupPath } from '../../app/group-context';
import { ArticleCard } from './ArticleCard';
import { BlockFrame } from '../../ui/BlockFrame';
import { ContentGrid } from '../../ui/ContentGrid';
import { latestArticlesQuery, useGroupAvailability, useLatestArticles } from './hooks';
import type { ArticleFilter } from './documents';
import type { EmptyStateProps } from '../../ui/EmptyState';

interface CommunityBlockProps {
  /** How many articles to show. */
  count: number;
  /**
   * The company dashboard's reading (spec document 2): `count` items of type ARTICLE, then this many
   * MENTORING or TRAINING items. Without it, the newest `count` items of any type.
   */
  mentoringCount?: number;
}

const IMAGE_HEIGHT = 110;

type Row = { filter: ArticleFilter; count: number };

/** The block's rows: the newest `count` items, or `count` articles then `mentoringCount` mentoring or training items. */
function rowsOf(availability: ArticleAvailability[], { count, mentoringCount }: CommunityBlockProps): [Row] | [Row, Row] {
  if (mentoringCount === undefined) return [{ filter: { availability }, count }];
  return [
    { filter: { availability, type: ['ARTICLE'] }, count },
    { filter: { availability, type: ['MENTORING', 'TRAINING'] }, count: mentoringCount },
  ];
}

/** What the block reads, for a dashboard's loader: its rows' queries for `viewer`. */
export const communityBlockQueries = (availability: ArticleAvailability[], viewer: string, props: CommunityBlockProps, request?: RequestOptions) =>
  rowsOf(availability, props).map((row) => latestArticlesQuery(row.filter, row.count, viewer, request));

function ArticleRow({ filter, count, empty }: { filter: ArticleFilter; count: number; empty: EmptyStateProps }) {
  const path = useGroupPath();
  const articles = useLatestArticles(filter, count);
  return (
    <ContentGrid
      items={articles.data ?? []}
      renderItem={(article) => <ArticleCard key={article.id} article={article} to={path(`resources/${article.slug}`)} imageHeight={IMAGE_HEIGHT} />}
      isPending={articles.isPending}
      error={articles.error}
      empty={empty}
      columns={Math.min(count, 4)}
      placeholders={count}
      imageHeight={IMAGE_HEIGHT}
      shelf
    />
  );
}

/** The dashboards' community section: the newest articles this group may read, with a link to resources. */
export function CommunityBlock(props: CommunityBlockProps) {
  const path = useGroupPath();
  const [first, mentoring] = rowsOf(useGroupAvailability(), props);
  // Nothing to read yet: the one thing to do meanwhile is to keep the profile up to date.
  const action = { label: 'Update your profile', to: path('account') };
  const soon = 'New articles, mentoring and training appear here as soon as they are published.';
  return (
    <BlockFrame title="Community Resources" to={path('resources')} linkLabel="View all resources">
      {!mentoring ? (
        <ArticleRow {...first} empty={{ title: 'There are no resources yet.', description: soon, action }} />
      ) : (
        <>
          <ArticleRow {...first} empty={{ title: 'There are no articles yet.', description: soon, action }} />
          <Stack gap="sm">
            <Title order={3} fz="h4">
              Mentoring &amp; Training
            </Title>
            <ArticleRow {...mentoring} empty={{ title: 'There is no mentoring or training yet.', description: soon, action }} />
          </Stack>
        </>
      )}
    </BlockFrame>
  );
}
