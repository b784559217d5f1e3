import { Button, Group, Stack, TextInput, type TitleOrder } from '@mantine/core';
import { FILES_MSG, documentFileProblem, documentNameRule } from '@mp/domain';
import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-error';
import { EmptyState } from '../../../ui/EmptyState';
import { FilePicker } from './FilePicker';
import { FileList } from './FileRow';
import { FilesFrame } from './FilesFrame';
import { useMyFiles, useRemoveDocument, useUploadDocument } from './hooks';
import classes from './FilesPanel.module.css';
import { reasonToShow } from '../../../app/error-reason';

/**
 * The signed-in freelancer's supporting documents: a name (required) and a file (doc, docx or pdf, up to
 * 5 MB), sent by an explicit Upload; the list, newest first; Remove asks first.
 */
export function DocumentsPanel({ headingOrder }: { headingOrder?: TitleOrder }) {
  const files = useMyFiles();
  const upload = useUploadDocument();
  const remove = useRemoveDocument();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const resetRef = useRef<() => void>(null);
  const [errors, setErrors] = useState<{ name?: string; file?: string }>({});
  const documents = files.data?.documents ?? [];

  const choose = (picked: File | null) => {
    setFile(picked);
    setErrors((e) => ({ ...e, file: picked ? (documentFileProblem(picked, 'document') ?? undefined) : undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsedName = documentNameRule.safeParse(name);
    const next = {
      name: parsedName.success ? undefined : parsedName.error.issues[0]?.message,
      file: file ? (documentFileProblem(file, 'document') ?? undefined) : FILES_MSG.noFile,
    };
    setErrors(next);
    if (next.name || next.file || !file || !parsedName.success) return;
    upload.mutate(
      { name: parsedName.data, file },
      {
        onSuccess: () => {
          setName('');
          setFile(null);
          resetRef.current?.();
        },
        onError: (err) => {
          const fields = isApiError(err) ? err.fields : {};
          if (fields.name || fields.file) setErrors({ name: fields.name, file: fields.file });
          else setErrors({ file: reasonToShow(err) ?? FILES_MSG.documentUploadFailed });
        },
      },
    );
  };

  return (
    <FilesFrame title="Supporting documents" headingOrder={headingOrder} loading={files.isPending}>
      <form onSubmit={submit} noValidate aria-label="Upload a supporting document">
        <Stack gap="sm">
          <TextInput
            label="Document name"
            withAsterisk
            value={name}
            maxLength={255}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <FilePicker
            label="Choose file"
            onChange={choose}
            resetRef={resetRef}
            variant="default"
            hint={file ? file.name : 'doc, docx or pdf, up to 5 MB'}
            hintClassName={classes.name}
            error={errors.file}
            gap={4}
          />
          <Group>
            <Button type="submit" loading={upload.isPending}>
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
      <FileList
        label="Your supporting documents"
        failed={files.isError}
        failedTitle="Could not load your documents"
        empty={<EmptyState compact title="No supporting documents yet" description="Add references, certificates or a portfolio." />}
        rows={documents}
        confirm={FILES_MSG.confirmRemoveDocument}
        remove={remove}
      />
    </FilesFrame>
  );
}
