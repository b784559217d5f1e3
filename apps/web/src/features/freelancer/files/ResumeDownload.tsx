import { Anchor, Skeleton, Text } from '@mantine/core';
import { useApplicantResume } from './hooks';

/**
 * For the employer's side (an applicant's page): a download link for the person's active CV, when the
 * viewer may read it (decision 0030: the admins of the team applied to, the member the post is assigned
 * to); 'No CV uploaded' otherwise.
 */
export function ResumeDownload({ userId, label = 'Download CV' }: { userId: string; label?: string }) {
  const resume = useApplicantResume(userId);
  if (resume.isPending) return <Skeleton h={20} w={140} aria-label="Loading the CV" />;
  const cv = resume.data;
  if (!cv?.download_url) {
    return (
      <Text size="sm" c="dimmed">
        No CV uploaded
      </Text>
    );
  }
  return (
    <Anchor href={cv.download_url} download={cv.file_name} aria-label={`${label}: ${cv.file_name}`}>
      {label}
    </Anchor>
  );
}
