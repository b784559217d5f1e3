import { Button, FileButton, Input, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { UPLOAD_MSG } from '@mp/domain';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { isApiError } from '../../lib/api-client';
import { Icon, type IconProps } from '../../ui/icons';
import { uploadSrc } from '../../ui/image-variants';
// The one client of POST /api/uploads (the console's image fields use it too).
import { uploadImage } from '../admin/content/upload';
import { logoFileProblem } from './logo-file';
import classes from './LogoField.module.css';

function ImageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
    </Icon>
  );
}

interface LogoFieldProps {
  label: string;
  /** The stored logo's address (/uploads/…), or '' for none yet. */
  value: string;
  onChange: (url: string) => void;
  /** The form's message (required, or the server's). */
  error?: ReactNode;
}

/**
 * The company logo: picked or dropped, checked (JPEG or PNG, 8 MB), sent to POST /api/uploads with the
 * purpose `logo` at once, and shown; the form keeps the address the server answered.
 */
export function LogoField({ label, value, onChange, error }: LogoFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(file, 'logo'),
    onSuccess: (url) => onChange(url),
    onError: (err) => setProblem(isApiError(err) ? err.message : UPLOAD_MSG.invalidImage),
  });

  const pick = (file: File | null | undefined) => {
    if (!file) return;
    const found = logoFileProblem(file);
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
    // The label names the button together with its own text ("Company Logo Upload logo").
    <Input.Wrapper id={id} label={label} labelElement="div" description="JPEG or PNG, up to 8 MB" error={shown} withAsterisk>
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
          {value ? <img src={uploadSrc(value, 160)} alt="Your logo" width={96} height={96} /> : <ImageIcon size={32} />}
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
                {value ? 'Replace logo' : 'Upload logo'}
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
