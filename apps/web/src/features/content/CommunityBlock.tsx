import { Stack, Title } from '@mantine/core';
import { useGroupPath } from '../../app/group-context';
import { ArticleCard } from './ArticleCard';
import { BlockFrame } from '../../ui/BlockFrame';
import { ContentGrid } from '../../ui/ContentGrid';
import { useGroupAvailability, useLatestArticles } from './hooks';
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
export function CommunityBlock({ count, mentoringCount }: CommunityBlockProps) {
  const path = useGroupPath();
  const availability = useGroupAvailability();
  // Nothing to read yet: the one thing to do meanwhile is to keep the profile up to date.
  const action = { label: 'Update your profile', to: path('account') };
  const soon = 'New articles, mentoring and training appear here as soon as they are published.';
  return (
    <BlockFrame title="Community Resources" to={path('resources')} linkLabel="View all resources">
      {mentoringCount === undefined ? (
        <ArticleRow filter={{ availability }} count={count} empty={{ title: 'There are no resources yet.', description: soon, action }} />
      ) : (
        <>
          <ArticleRow filter={{ availability, type: ['ARTICLE'] }} count={count} empty={{ title: 'There are no articles yet.', description: soon, action }} />
          <Stack gap="sm">
            <Title order={3} fz="h4">
              Mentoring &amp; Training
            </Title>
            <ArticleRow filter={{ availability, type: ['MENTORING', 'TRAINING'] }} count={mentoringCount} empty={{ title: 'There is no mentoring or training yet.', description: soon, action }}
            />
          </Stack>
        </>
      )}
    </BlockFrame>
  );
}
