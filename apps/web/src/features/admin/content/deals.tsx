import { Stack, Switch, Text, TextInput } from '@mantine/core';
import { dealInputSchema } from '@mp/domain';
import { gqlRequest } from '../../../app/api-client';
import { useSchemaForm } from '../../../lib/forms';
import { formatDate } from '../ui/format';
import type { ContentFormProps, ContentKind } from './content-kind';
import { ContentPage } from './ContentPage';
import { AdminCreateDealMutation, AdminDealsQuery, AdminDeleteDealMutation, AdminUpdateDealMutation, type AdminDeal, type DealInput } from './documents';
import { FormActions } from './FormActions';
import { ImageField } from './ImageField';
import { RichTextField } from '../../../ui/RichTextField';

function DealForm({ row, pending, onSubmit, onCancel }: ContentFormProps<AdminDeal, DealInput>) {
  const form = useSchemaForm(dealInputSchema, {
    title: row?.title ?? '',
    slug: row?.slug ?? '',
    subtitle: row?.subtitle ?? '',
    link: row?.link ?? '',
    image: row?.image ?? null,
    content: row?.content ?? '',
    published: row ? row.published_at !== null : false,
  });
  return (
    <form noValidate onSubmit={form.onSubmit((input) => onSubmit(input, form))}>
      <Stack gap="sm">
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <TextInput label="Subtitle" {...form.getInputProps('subtitle')} />
        <TextInput label="Link" placeholder="https://" type="url" {...form.getInputProps('link')} />
        <TextInput label="Slug" description="Made from the title when empty" {...form.getInputProps('slug')} />
        <ImageField label="Image" purpose="deal" {...form.getInputProps('image')} />
        <RichTextField label="Content" {...form.getInputProps('content')} />
        <Switch label="Published" {...form.getInputProps('published', { type: 'checkbox' })} />
        <FormActions pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

const deals: ContentKind<AdminDeal, DealInput> = {
  key: 'deals',
  title: 'Deals',
  singular: 'deal',
  searchable: true,
  list: async (args) => {
    const { adminDeals } = await gqlRequest(AdminDealsQuery, args);
    return { rows: adminDeals.data, info: adminDeals.paginatorInfo };
  },
  create: (input) => gqlRequest(AdminCreateDealMutation, { input }),
  update: (id, input) => gqlRequest(AdminUpdateDealMutation, { id, input }),
  remove: (id) => gqlRequest(AdminDeleteDealMutation, { id }),
  label: (d) => d.title,
  columns: [
    { label: 'Title', render: (d) => <Text fw={600}>{d.title}</Text> },
    { label: 'Subtitle', render: (d) => d.subtitle ?? '—' },
    { label: 'Created', render: (d) => formatDate(d.created_at) },
  ],
  Form: DealForm,
};

/** /admin/content/deals. */
export function DealsPage() {
  return <ContentPage kind={deals} />;
}
