import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMyFiles } from '../files/hooks';

/** The profile view's CV and supporting documents, read-only: download links (the files panels edit them on manage-cv). */
export function FilesSummary() {
  const files = useMyFiles();
  const cv = files.data?.resumes?.find((r) => r.active) ?? files.data?.resumes?.[0];
  const documents = files.data?.documents ?? [];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label="CV and documents">
      <Stack gap="sm">
        <Title order={2} size="h4">
          CV and documents
        </Title>
        {files.isPending ? (
          <Skeleton h={20} w={200} aria-label="Loading your files" />
        ) : files.isError ? (
          <Text c="dimmed" size="sm">
            Your files could not be loaded. Please try again later.
          </Text>
        ) : (
          <>
            {cv ? (
              <Anchor href={cv.download_url ?? undefined} download={cv.file_name}>
                CV: {cv.file_name}
              </Anchor>
            ) : (
              <Text c="dimmed" size="sm">
                No CV uploaded
              </Text>
            )}
            {documents.map((d) => (
              <Anchor key={d.id} href={d.download_url ?? undefined} download={d.file_name}>
                {d.name}
              </Anchor>
            ))}
          </>
        )}
      </Stack>
    </Paper>
  );
}
