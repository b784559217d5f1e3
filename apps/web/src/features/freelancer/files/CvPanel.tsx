import { Alert, type TitleOrder } from '@mantine/core';
import { FILES_MSG, documentFileProblem } from '@mp/domain';
import { useRef, useState } from 'react';
import { FilePicker } from './FilePicker';
import { FileList } from './FileRow';
import { FilesFrame } from './FilesFrame';
import { useMyFiles, useRemoveCv, useUploadCv } from './hooks';
import { reasonToShow } from '../../../app/error-reason';

/**
 * The signed-in freelancer's CVs (manage-cv, edit-profile): choosing a file uploads it at once (doc, docx or
 * pdf, up to 8 MB; the server decides by the bytes), 'CV uploaded! - {file name}'; the list, newest first,
 * marks the active one (the latest); Remove asks 'Are you sure you want to remove this CV?'.
 * 'Please upload your CV!' while there is none.
 */
export function CvPanel({ headingOrder }: { headingOrder?: TitleOrder }) {
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
        onError: (err) => setProblem(reasonToShow(err) ?? FILES_MSG.cvUploadFailed),
      });
    }
  };

  return (
    <FilesFrame title="CV" headingOrder={headingOrder} loading={files.isPending}>
      <FilePicker
        label={resumes.length > 0 ? 'Upload a new CV' : 'Upload CV'}
        onChange={pick}
        resetRef={resetRef}
        loading={upload.isPending}
        hint="doc, docx or pdf, up to 8 MB. The latest CV is the one employers see."
        error={problem}
        gap="xs"
      />
      <FileList
        label="Your CVs"
        failed={files.isError}
        failedTitle="Could not load your CVs"
        empty={
          <Alert variant="light" color="yellow" role="status" data-testid="no-cv">
            {FILES_MSG.noCv}
          </Alert>
        }
        rows={resumes}
        confirm={FILES_MSG.confirmRemoveCv}
        remove={remove}
      />
    </FilesFrame>
  );
}
