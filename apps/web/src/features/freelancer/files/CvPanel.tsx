import { Alert, Button, FileButton, Group, Stack, Text, type TitleOrder } from '@mantine/core';
import { DOCUMENT_ACCEPT, FILES_MSG, documentFileProblem } from '@mp/domain';
import { useId, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { FileRow } from './FileRow';
import { FilesFrame } from './FilesFrame';
import { useMyFiles, useRemoveCv, useUploadCv } from './hooks';
import classes from './FilesPanel.module.css';

/**
 * The signed-in freelancer's CVs (manage-cv, edit-profile): choosing a file uploads it at once (doc, docx or
 * pdf, up to 8 MB; the server decides by the bytes), 'CV uploaded! - {file name}'; the list, newest first,
 * marks the active one (the latest); Remove asks 'Are you sure you want to remove this CV?'.
 * 'Please upload your CV!' while there is none.
 */
export function CvPanel({ headingOrder }: { headingOrder?: TitleOrder }) {
  const id = useId();
  const files = useMyFiles();
  const upload = useUploadCv();
  const remove = useRemoveCv();
  const [problem, setProblem] = useState<string | null>(null);
  // Cleared after each pick, so the same file may be chosen again after a refusal.
  const resetRef = useRef<() => void>(null);
  const resumes = files.data?.resumes ?? [];

  const pick = (file: File | null) => {
    if (!file) return;
    resetRef.current?.();
    const found = documentFileProblem(file, 'resume');
    setProblem(found);
    if (!found) {
      upload.mutate(file, {
        onError: (err) => setProblem(isApiError(err) && err.code !== 'INTERNAL' ? err.message : FILES_MSG.cvUploadFailed),
      });
    }
  };

  return (
    <FilesFrame title="CV" headingOrder={headingOrder} loading={files.isPending}>
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <FileButton accept={DOCUMENT_ACCEPT} onChange={pick} resetRef={resetRef}>
            {(props) => (
              <Button {...props} loading={upload.isPending} aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}>
                {resumes.length > 0 ? 'Upload a new CV' : 'Upload CV'}
              </Button>
            )}
          </FileButton>
          <Text id={`${id}-hint`} size="sm" c="dimmed">
            doc, docx or pdf, up to 8 MB. The latest CV is the one employers see.
          </Text>
        </Group>
        {problem && (
          <Text id={`${id}-error`} size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
      {files.isError ? (
        <Alert color="red" title="Could not load your CVs">
          Please try again later.
        </Alert>
      ) : resumes.length === 0 ? (
        <Alert variant="light" color="yellow" role="status" data-testid="no-cv">
          {FILES_MSG.noCv}
        </Alert>
      ) : (
        <ul className={classes.list} aria-label="Your CVs">
          {resumes.map((r) => (
            <FileRow
              key={r.id}
              title={r.file_name}
              fileName={r.file_name}
              size={r.size}
              createdAt={r.created_at}
              downloadUrl={r.download_url}
              active={r.active}
              confirm={FILES_MSG.confirmRemoveCv}
              removing={remove.isPending && remove.variables === r.id}
              onRemove={() => remove.mutate(r.id)}
            />
          ))}
        </ul>
      )}
    </FilesFrame>
  );
}
