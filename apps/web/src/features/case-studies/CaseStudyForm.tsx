import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { caseStudySchema, UPLOAD_MSG, type CaseStudyInput, type CaseStudyMediaInput } from '@mp/domain';
import type { ReactNode } from 'react';
import { uploadImage } from '../../app/upload';
import { showServerFieldErrors, useSchemaForm } from '../../lib/forms';
import { ImageUploadField } from '../../ui/ImageUploadField';
import { RichTextField } from '../../ui/RichTextField';
import { MediaField } from './MediaField';
import type { CaseStudyData } from './documents';

export interface CaseStudyFormValues extends Record<string, unknown> {
  title: string;
  description: string;
  thumbnail: string;
  video_url: string;
  external_url: string;
  media: CaseStudyMediaInput[];
}

export const valuesOf = (c?: CaseStudyData | null): CaseStudyFormValues => ({
  title: c?.title ?? '',
  description: c?.description ?? '',
  thumbnail: c?.thumbnail ?? '',
  video_url: c?.video_url ?? '',
  external_url: c?.external_url ?? '',
  media: (c?.media ?? []).map((m) => (m.kind === 'image' ? { kind: 'image', image: m.image } : { kind: 'video', url: m.url })),
});

interface CaseStudyFormProps {
  initial: CaseStudyFormValues;
  submitLabel: string;
  busy: boolean;
  /** Sends the form; rejects with the server's error, whose field messages the form shows. */
  onSubmit: (input: CaseStudyInput) => Promise<unknown>;
  /** Beside the submit button: 'Skip For Now', 'Delete Case Study'. */
  actions?: ReactNode;
}

/** The case study form of document 3 (add and edit): the shared rules check it before it goes, the server again. */
export function CaseStudyForm({ initial, submitLabel, busy, onSubmit, actions }: CaseStudyFormProps) {
  const form = useSchemaForm(caseStudySchema, initial);
  const submit = form.onSubmit((input) => {
    onSubmit(input as CaseStudyInput).catch((error: unknown) => showServerFieldErrors(form, error));
  });
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput label="Project title" withAsterisk maxLength={255} {...form.getInputProps('title')} />
          <ImageUploadField
            label="Thumbnail"
            purpose="thumbnail"
            noun="thumbnail"
            required={false}
            messages={{ notImage: UPLOAD_MSG.imageType, wrongType: UPLOAD_MSG.imageType }}
            value={form.values.thumbnail}
            onChange={(url) => form.setFieldValue('thumbnail', url)}
            error={form.errors.thumbnail}
            upload={uploadImage}
          />
          <RichTextField
            label="Description"
            required
            toolbar="basic"
            value={initial.description}
            onChange={(html) => form.setFieldValue('description', html)}
            onBlur={() => form.validateField('description')}
            error={form.errors.description}
          />
          <TextInput label="Video link" description="A YouTube or Vimeo link plays on the page" {...form.getInputProps('video_url')} />
          <TextInput label="Project link" description="Shown as VIEW PROJECT" {...form.getInputProps('external_url')} />
          <MediaField value={form.values.media} onChange={(media) => form.setFieldValue('media', media)} error={form.errors.media} />
          <Group justify="space-between" gap="sm" wrap="wrap-reverse">
            <Group gap="sm">{actions}</Group>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
