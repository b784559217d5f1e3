import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IMAGE_MIME_TYPES, type UploadPurpose } from '@mp/domain';
import { isApiError } from '../../../lib/api-error';
import { uploadImage } from '../../../app/upload';

interface ImageFieldProps {
  label: string;
  purpose: UploadPurpose;
  value?: string | null;
  onChange: (url: string | null) => void;
  error?: ReactNode;
}

/** An image uploaded through the storage adapter (JPEG or PNG; the server checks the bytes and the size). */
export function ImageField({ label, purpose, value, onChange, error }: ImageFieldProps) {
  const upload = useMutation({ mutationFn: (file: File) => uploadImage(file, purpose), onSuccess: onChange });
  const uploadError = upload.error ? (isApiError(upload.error) ? upload.error.message : String(upload.error)) : undefined;
  return (
    <Input.Wrapper label={label} error={uploadError ?? error}>
      <Stack gap="xs" mt={4}>
        {value ? <Image src={value} alt="" h={140} w="auto" fit="contain" radius="sm" /> : <Text size="sm" c="dimmed">No image</Text>}
        <Group gap="xs">
          <FileButton accept={IMAGE_MIME_TYPES.join(',')} onChange={(file) => file && upload.mutate(file)}>
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={upload.isPending}>
                {value ? 'Replace image' : 'Upload image'}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
              Remove image
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
