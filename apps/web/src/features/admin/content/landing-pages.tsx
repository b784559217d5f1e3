import { NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { CTA_LABEL_MAX, landingPageInputSchema } from '@mp/domain';
import { gqlRequest } from '../../../app/api-client';
import { useSchemaForm } from '../../../lib/forms';
import type { ContentFormProps, ContentKind } from './content-kind';
import { ContentPage } from './ContentPage';
import {
  AdminCreateLandingPageMutation,
  AdminDeleteLandingPageMutation,
  AdminLandingPagesQuery,
  AdminUpdateLandingPageMutation,
  type AdminLandingPage,
  type LandingPageInput,
} from './documents';
import { FormActions } from './FormActions';
import { ImageField } from './ImageField';
import { RichTextField } from '../../../ui/RichTextField';

function LandingPageForm({ row, pending, onSubmit, onCancel }: ContentFormProps<AdminLandingPage, LandingPageInput>) {
  const form = useSchemaForm(landingPageInputSchema, {
    name: row?.name ?? '',
    slug: row?.slug ?? '',
    sort_order: row?.sort_order ?? 0,
    display_in_footer: row?.display_in_footer ?? false,
    heading: row?.heading ?? '',
    hero_image: row?.hero_image ?? null,
    hero_alt: row?.hero_alt ?? '',
    cta_label: row?.cta_label ?? '',
    cta_url: row?.cta_url ?? '',
    show_prices: row?.show_prices ?? false,
    content: row?.content ?? '',
    published: row ? row.published_at !== null : false,
  });
  return (
    <form noValidate onSubmit={form.onSubmit((input) => onSubmit(input, form))}>
      <Stack gap="sm">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Slug" description="Made from the name when empty" {...form.getInputProps('slug')} />
          <NumberInput label="Sort order" description="Lower comes first" min={0} allowDecimal={false} {...form.getInputProps('sort_order')} />
        </SimpleGrid>
        <Switch label="Display in footer" {...form.getInputProps('display_in_footer', { type: 'checkbox' })} />
        <TextInput label="Heading" description="The page's title; its name when empty" maxLength={200} {...form.getInputProps('heading')} />
        {/* The articles' upload purpose: the same images (JPEG or PNG, the console's), the same limits. */}
        <ImageField label="Hero image" purpose="article" {...form.getInputProps('hero_image')} />
        <TextInput label="Hero image text" description="What the image shows, for those who cannot see it; empty when it is decoration only" maxLength={200} {...form.getInputProps('hero_alt')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Button label" description="The call to action, such as Post a job" maxLength={CTA_LABEL_MAX} {...form.getInputProps('cta_label')} />
          <TextInput label="Button link" description="A path on this site, such as /jobs, or an https:// address" {...form.getInputProps('cta_url')} />
        </SimpleGrid>
        <Switch label="Show the prices" description="The platform's prices, from the settings, below the text" {...form.getInputProps('show_prices', { type: 'checkbox' })} />
        <RichTextField label="Content" {...form.getInputProps('content')} />
        <Switch label="Published" {...form.getInputProps('published', { type: 'checkbox' })} />
        <FormActions pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

const landingPages: ContentKind<AdminLandingPage, LandingPageInput> = {
  key: 'landingPages',
  title: 'Landing pages',
  singular: 'landing page',
  searchable: false,
  list: async () => ({ rows: (await gqlRequest(AdminLandingPagesQuery, {})).adminLandingPages }),
  create: (input) => gqlRequest(AdminCreateLandingPageMutation, { input }),
  update: (id, input) => gqlRequest(AdminUpdateLandingPageMutation, { id, input }),
  remove: (id) => gqlRequest(AdminDeleteLandingPageMutation, { id }),
  label: (p) => p.name,
  columns: [
    { label: 'Name', render: (p) => <Text fw={600}>{p.name}</Text> },
    { label: 'Slug', render: (p) => p.slug },
    { label: 'Order', render: (p) => p.sort_order },
    { label: 'In footer', render: (p) => (p.display_in_footer ? 'Yes' : 'No') },
    { label: 'Button', render: (p) => p.cta_label ?? '—' },
  ],
  Form: LandingPageForm,
};

/** /admin/content/landing-pages. */
export function LandingPagesPage() {
  return <ContentPage kind={landingPages} />;
}
