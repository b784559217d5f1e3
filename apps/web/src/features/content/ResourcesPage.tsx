import { Container, Stack, Text, Title } from '@mantine/core';
import { useGroupPath } from '../../app/group-context';
import { ArticleCard } from './ArticleCard';
import { ContentGrid, ShowMore } from '../../ui/ContentGrid';
import { useArticleList, useGroupAvailability } from './hooks';

/** Spec: articles page 10 at a time, and the blog's 'Show More' adds 10. */
const PAGE_SIZE = 10;

/** /{group}/resources: the articles this group may read, newest first. */
export function ResourcesPage() {
  const path = useGroupPath();
  const list = useArticleList({ availability: useGroupAvailability() }, PAGE_SIZE);
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Resources</Title>
          <Text c="dimmed">Articles, mentoring and training from the community.</Text>
        </div>
        <ContentGrid
          items={list.items}
          renderItem={(article) => <ArticleCard key={article.id} article={article} to={path(`resources/${article.slug}`)} />}
          isPending={list.isPending}
          error={list.error}
          empty={{
            title: 'There are no resources yet.',
            description: 'New articles, mentoring and training appear here as soon as they are published.',
            action: { label: 'Back to your dashboard', to: path('dashboard') },
          }}
          placeholders={6}
        />
        <ShowMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
      </Stack>
    </Container>
  );
}
