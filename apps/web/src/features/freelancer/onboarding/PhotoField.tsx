import { Button, FileButton, Input, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { UPLOAD_MSG } from '@mp/domain';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { isApiError } from '../../../lib/api-client';
import { Icon, type IconProps } from '../../../ui/icons';
import { uploadSrc } from '../../../ui/image-variants';
import { uploadImage } from '../../admin/content/upload';
import { photoFileProblem } from './photo-file';
import classes from './PhotoField.module.css';

function PersonIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  );
}

interface PhotoFieldProps {
  /** The stored photo's address (/uploads/…), or '' for none yet. */
  value: string;
  onChange: (url: string) => void;
  error?: ReactNode;
}

/**
 * The freelancer's photo: picked or dropped, checked (JPEG or PNG, 8 MB), sent to POST /api/uploads with the
 * purpose `photo` at once (decision 0033), and shown; the form keeps the address the server answered.
 */
export function PhotoField({ value, onChange, error }: PhotoFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(file, 'photo'),
    onSuccess: (url) => onChange(url),
    onError: (err) => setProblem(isApiError(err) ? err.message : UPLOAD_MSG.invalidImage),
  });
  const pick = (file: File | null | undefined) => {
    if (!file) return;
    const found = photoFileProblem(file);
    setProblem(found);
    if (!found) upload.mutate(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  };
  const shown = problem ?? error;
  const describedBy = [shown ? `${id}-error` : '', `${id}-description`].join(' ').trim();
  return (
    <Input.Wrapper id={id} label="Photo" labelElement="div" description="JPEG or PNG, up to 8 MB" error={shown} withAsterisk>
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
        <div className={classes.preview}>
          {value ? <img src={uploadSrc(value, 160)} alt="Your photo" width={96} height={96} /> : <PersonIcon size={32} />}
        </div>
        <Stack className={classes.actions} gap={4} align="flex-start">
          <FileButton accept="image/png,image/jpeg" onChange={pick}>
            {(props) => (
              <Button
                {...props}
                id={`${id}-button`}
                variant="default"
                loading={upload.isPending}
                aria-labelledby={`${id}-label ${id}-button`}
                aria-describedby={describedBy}
              >
                {value ? 'Replace photo' : 'Upload photo'}
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
