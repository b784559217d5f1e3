import { Container, Stack, Text, Title } from '@mantine/core';
import { ContentGrid, ShowMore } from '../../ui/ContentGrid';
import { ArticleCard } from './ArticleCard';
import { useArticleList } from './hooks';
import { BLOG_FILTER, BLOG_PAGE_SIZE, blogArticlePath } from './blog';

/** /blog: the articles anyone may read, newest first, 10 at a time ('Show More' adds 10). */
export function BlogPage() {
  const list = useArticleList(BLOG_FILTER, BLOG_PAGE_SIZE);
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Blog</Title>
          <Text c="dimmed">Articles, mentoring and training from the Onbrief community.</Text>
        </div>
        <ContentGrid
          items={list.items}
          renderItem={(article) => <ArticleCard key={article.id} article={article} to={blogArticlePath(article.slug)} />}
          isPending={list.isPending}
          error={list.error}
          empty={{
            title: 'No articles yet',
            description: 'New articles, mentoring and training appear here as soon as they are published.',
            action: { label: 'Find work', to: '/jobs' },
          }}
          placeholders={6}
        />
        <ShowMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
      </Stack>
    </Container>
  );
}
