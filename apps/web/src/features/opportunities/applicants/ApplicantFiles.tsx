import { Button, Group, Stack, Text, type TitleOrder } from '@mantine/core';
import { formatDate } from '@mp/domain';
import { EmptyState } from '../../../ui/EmptyState';
import { formatFileSize } from '../../freelancer';
import classes from './CandidateProfile.module.css';
import type { Candidate } from './documents';
import { ProfileSection } from './ProfileSection';

interface FileLine {
  title: string;
  file_name: string;
  size: number;
  created_at: string;
  download_url: string | null;
  /** The button's accessible name: 'Download CV', 'Download References'. */
  action: string;
}

/** One file: its name, size and date, and a Download button (the signed link of decision 0030, served as an attachment). */
function FileItem({ file }: { file: FileLine }) {
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" className={classes.file}>
      <Stack gap={2} miw={0} className={classes.fileName}>
        <Text fw={600}>{file.title}</Text>
        <Text size="sm" c="dimmed">
          {file.title !== file.file_name ? `${file.file_name} · ` : ''}
          {formatFileSize(file.size)} · {formatDate(file.created_at)}
        </Text>
      </Stack>
      {file.download_url && (
        <Button component="a" href={file.download_url} download={file.file_name} variant="light" size="sm" aria-label={`${file.action}: ${file.file_name}`}>
          Download
        </Button>
      )}
    </Group>
  );
}

/**
 * CV and documents: the active CV and the supporting documents, each with a Download button,
 * for the employers the freelancer applied to. Other viewers read null lists: a line says they are shared
 * with the employers a freelancer applies to.
 */
export function ApplicantFiles({ person, order }: { person: Candidate; order: TitleOrder }) {
  const shared = person.resumes != null;
  const cv = person.activeResume;
  const documents = person.documents ?? [];
  return (
    <ProfileSection title="CV and documents" order={order}>
      {!shared ? (
        <Text size="sm" c="dimmed">
          The CV and documents are shared with the employers a freelancer applies to.
        </Text>
      ) : !cv && documents.length === 0 ? (
        <EmptyState compact title="No CV uploaded" description="The CV and supporting documents will show here once they are uploaded." />
      ) : (
        <Stack gap={0} component="ul" className={classes.files}>
          {cv ? (
            <FileItem file={{ ...cv, title: 'CV', action: 'Download CV' }} />
          ) : (
            <Text component="li" size="sm" c="dimmed" className={classes.file}>
              No CV uploaded
            </Text>
          )}
          {documents.map((d) => (
            <FileItem key={d.id} file={{ ...d, title: d.name, action: `Download ${d.name}` }} />
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}
