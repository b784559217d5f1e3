import { ActionIcon, Button, FileButton, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { CASE_STUDY_LIMITS, CASE_STUDY_MSG, UPLOAD_MSG, type CaseStudyMediaInput } from '@mp/domain';
import { useId, useState, type ReactNode } from 'react';
import { uploadImage } from '../../app/upload';
import { isApiError } from '../../lib/api-error';
import { imageFileProblem } from '../../ui/image-file';
import { uploadSrc } from '../../ui/image-variants';
import classes from './case-studies.module.css';

const IMAGE_MESSAGES = { notImage: UPLOAD_MSG.imageType, wrongType: UPLOAD_MSG.imageType };

interface MediaFieldProps {
  value: CaseStudyMediaInput[];
  onChange: (media: CaseStudyMediaInput[]) => void;
  error?: ReactNode;
}

/**
 * The case study's media (document 3 "content"): up to 3 items, each an image (picked, checked, uploaded at once)
 * or a video link. Picking more files than there is room for is refused with the spec's message, nothing sent.
 */
export function MediaField({ value, onChange, error }: MediaFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [link, setLink] = useState('');
  const room = CASE_STUDY_LIMITS.media - value.length;
  const upload = useMutation({
    mutationFn: (files: File[]) => Promise.all(files.map((file) => uploadImage(file, 'case-study-media'))),
    onSuccess: (urls) => onChange([...value, ...urls.map((image) => ({ kind: 'image' as const, image }))]),
    onError: (err) => setProblem(isApiError(err) ? err.message : UPLOAD_MSG.invalidImage),
  });

  const pick = (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > room) return setProblem(CASE_STUDY_MSG.tooManyMedia);
    const found = files.map((f) => imageFileProblem(f, 'case-study-media', IMAGE_MESSAGES)).find(Boolean) ?? null;
    setProblem(found);
    if (!found) upload.mutate(files);
  };
  const addLink = () => {
    const url = link.trim();
    if (!url) return;
    if (room <= 0) return setProblem(CASE_STUDY_MSG.tooManyMedia);
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) return setProblem(CASE_STUDY_MSG.link);
    setProblem(null);
    onChange([...value, { kind: 'video', url }]);
    setLink('');
  };
  const remove = (index: number) => {
    setProblem(null);
    onChange(value.filter((_m, i) => i !== index));
  };

  const shown = problem ?? error;
  return (
    <Input.Wrapper id={id} label="Gallery" labelElement="div" description="Up to 3: JPEG or PNG images up to 5 MB, or video links" error={shown}>
      <Stack gap="sm" mt={6}>
        {value.length > 0 && (
          <Stack gap="xs" component="ul" className={classes.mediaList} aria-label="Added media">
            {value.map((m, i) => (
              <Paper component="li" withBorder p="xs" key={`${m.kind}-${m.image ?? m.url}-${i}`}>
                <Group gap="sm" wrap="nowrap" justify="space-between">
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    {m.kind === 'image' && m.image ? (
                      <img src={uploadSrc(m.image, 160)} alt={`Image ${i + 1}`} width={64} height={48} className={classes.mediaThumb} />
                    ) : (
                      <Text size="sm" fw={600}>
                        Video
                      </Text>
                    )}
                    {m.kind === 'video' && (
                      <Text size="sm" truncate="end" miw={0}>
                        {m.url}
                      </Text>
                    )}
                  </Group>
                  <ActionIcon variant="subtle" color="red" onClick={() => remove(i)} aria-label={`Remove item ${i + 1}`}>
                    ×
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <FileButton accept="image/png,image/jpeg" multiple onChange={pick}>
            {(buttonProps) => (
              <Button {...buttonProps} variant="default" loading={upload.isPending} disabled={room <= 0}>
                Add images
              </Button>
            )}
          </FileButton>
          <TextInput
            className={classes.grow}
            label="Gallery video link"
            placeholder="https://www.youtube.com/watch?v=…"
            value={link}
            onChange={(e) => setLink(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addLink();
              }
            }}
          />
          <Button variant="default" onClick={addLink} disabled={room <= 0}>
            Add video
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
