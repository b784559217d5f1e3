import { Button, FileButton, Input, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { UPLOAD_MAX_BYTES, UPLOAD_MSG, type UploadPurpose } from '@mp/domain';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { isApiError } from '../lib/api-error';
import { imageFileProblem, type ImageFileMessages } from './image-file';
import { Icon, type IconProps } from './icons';
import { uploadSrc } from './image-variants';
import { PersonIcon } from './PersonIcon';
import classes from './ImageUploadField.module.css';

function ImageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
    </Icon>
  );
}

const PLACEHOLDERS = { image: ImageIcon, person: PersonIcon };

/** The purpose's limit in the spec's MB (5,000,000 B is 5 MB, 8,388,608 B is 8 MB). */
const limitMb = (purpose: UploadPurpose) => Math.floor(UPLOAD_MAX_BYTES[purpose] / 1_000_000);

export interface ImageUploadFieldProps {
  label: string;
  /** What the upload is for (POST /api/uploads `purpose`): it sets the size limit too. */
  purpose: UploadPurpose;
  /** The thing's name in the button and the preview's alt: 'logo' gives "Upload logo" and "Your logo". */
  noun: string;
  /** The picked file's check messages (the size message follows the purpose). */
  messages: ImageFileMessages;
  /** The preview: the whole image (a logo) or the square filled (a photo). */
  fit?: 'contain' | 'cover';
  /** The icon shown before anything is uploaded. */
  placeholder?: keyof typeof PLACEHOLDERS;
  /** The stored image's address (/uploads/…), or '' for none yet. */
  value: string;
  onChange: (url: string) => void;
  /** The form's message (required, or the server's). */
  error?: ReactNode;
  /** Sends the file (app/upload.ts uploadImage: POST /api/uploads with the session's token); resolves to its address. */
  upload: (file: File, purpose: UploadPurpose) => Promise<string>;
  /** Marks the field required (asterisk); true by default (a logo, a photo). */
  required?: boolean;
}

/**
 * One image (the company logo and the freelancer photo, required; a case study's thumbnail, optional): picked or
 * dropped, checked (JPEG or PNG, the purpose's limit: 8 MB for logos and photos, 5 MB for thumbnails), sent to
 * POST /api/uploads at once, and shown; the form keeps the address the server answered.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, purpose, noun, messages, fit = 'contain', placeholder = 'image', value, onChange, error, upload: send, required = true } = props;
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => send(file, purpose),
    onSuccess: (url) => onChange(url),
    onError: (err) => setProblem(isApiError(err) ? err.message : UPLOAD_MSG.invalidImage),
  });

  const pick = (file: File | null | undefined) => {
    if (!file) return;
    const found = imageFileProblem(file, purpose, messages);
    setProblem(found);
    if (!found) upload.mutate(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  };

  const Placeholder = PLACEHOLDERS[placeholder];
  const shown = problem ?? error;
  const describedBy = [shown ? `${id}-error` : '', `${id}-description`].join(' ').trim();
  return (
    // The label names the button together with its own text ("Company Logo Upload logo").
    <Input.Wrapper id={id} label={label} labelElement="div" description={`JPEG or PNG, up to ${limitMb(purpose)} MB`} error={shown} withAsterisk={required}>
      <div
        className={classes.zone}
        data-dragging={dragging || undefined}
        data-error={shown ? true : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className={classes.preview} data-fit={fit}>
          {value ? <img src={uploadSrc(value, 160)} alt={`Your ${noun}`} width={96} height={96} /> : <Placeholder size={32} />}
        </div>
        <Stack className={classes.actions} gap={4} align="flex-start">
          <FileButton accept="image/png,image/jpeg" onChange={pick}>
            {(buttonProps) => (
              <Button
                {...buttonProps}
                id={`${id}-button`}
                variant="default"
                loading={upload.isPending}
                aria-labelledby={`${id}-label ${id}-button`}
                aria-describedby={describedBy}
              >
                {value ? `Replace ${noun}` : `Upload ${noun}`}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            or drop the file here
          </Text>
        </Stack>
      </div>
    </Input.Wrapper>
  );
}
