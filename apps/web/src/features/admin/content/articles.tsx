import { Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { ARTICLE_AVAILABILITIES, ARTICLE_TYPES, articleInputSchema, type ArticleAvailability, type ArticleType } from '@mp/domain';
import { gqlRequest } from '../../../app/api-client';
import { useSchemaForm } from '../../../lib/forms';
import { formatDate } from '../ui/format';
import type { ContentFormProps, ContentKind } from './content-kind';
import { ContentPage } from './ContentPage';
import {
  AdminArticlesQuery,
  AdminCreateArticleMutation,
  AdminDeleteArticleMutation,
  AdminUpdateArticleMutation,
  type AdminArticle,
  type ArticleInput,
} from './documents';
import { FormActions } from './FormActions';
import { ImageField } from './ImageField';
import { RichTextField } from '../../../ui/RichTextField';

const TYPE_LABEL: Record<ArticleType, string> = { ARTICLE: 'Article', MENTORING: 'Mentoring', TRAINING: 'Training' };
const AVAILABILITY_LABEL: Record<ArticleAvailability, string> = {
  PUBLIC: 'Everyone (public)',
  FREELANCER_AND_AGENCY: 'Freelancers and agencies',
  AGENCY: 'Agencies only',
};

function ArticleForm({ row, pending, onSubmit, onCancel }: ContentFormProps<AdminArticle, ArticleInput>) {
  const form = useSchemaForm(articleInputSchema, {
    title: row?.title ?? '',
    slug: row?.slug ?? '',
    type: row?.type ?? 'ARTICLE',
    availability: row?.availability ?? 'PUBLIC',
    image: row?.image ?? null,
    content: row?.content ?? '',
    published: row ? row.published_at !== null : false,
  });
  return (
    <form noValidate onSubmit={form.onSubmit((input) => onSubmit(input, form))}>
      <Stack gap="sm">
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <TextInput label="Slug" description="The address of the article; made from the title when empty" {...form.getInputProps('slug')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Type" allowDeselect={false} data={ARTICLE_TYPES.map((v) => ({ value: v, label: TYPE_LABEL[v] }))} {...form.getInputProps('type')} />
          <Select
            label="Who can read it"
            allowDeselect={false}
            data={ARTICLE_AVAILABILITIES.map((v) => ({ value: v, label: AVAILABILITY_LABEL[v] }))}
            {...form.getInputProps('availability')}
          />
        </SimpleGrid>
        <ImageField label="Image" purpose="article" {...form.getInputProps('image')} />
        <RichTextField label="Content" {...form.getInputProps('content')} />
        <Switch label="Published" {...form.getInputProps('published', { type: 'checkbox' })} />
        <FormActions pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

const articles: ContentKind<AdminArticle, ArticleInput> = {
  key: 'articles',
  title: 'Articles',
  singular: 'article',
  searchable: true,
  list: async (args) => {
    const { adminArticles } = await gqlRequest(AdminArticlesQuery, args);
    return { rows: adminArticles.data, info: adminArticles.paginatorInfo };
  },
  create: (input) => gqlRequest(AdminCreateArticleMutation, { input }),
  update: (id, input) => gqlRequest(AdminUpdateArticleMutation, { id, input }),
  remove: (id) => gqlRequest(AdminDeleteArticleMutation, { id }),
  label: (a) => a.title,
  columns: [
    { label: 'Title', render: (a) => <Text fw={600}>{a.title}</Text> },
    { label: 'Type', render: (a) => TYPE_LABEL[a.type] },
    { label: 'Readers', render: (a) => AVAILABILITY_LABEL[a.availability] },
    { label: 'Created', render: (a) => formatDate(a.created_at) },
  ],
  Form: ArticleForm,
};

/** /admin/content/articles. */
export function ArticlesPage() {
  return <ContentPage kind={articles} />;
}
