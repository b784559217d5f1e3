import { Anchor, Badge, Button, Checkbox, Group, Indicator, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDate, PIPELINE_STATUS_LABELS, teamName, type ApplicationStatus } from '@mp/domain';
import { Link } from 'react-router';
import { useGroupPath } from '../../../app/group-context';
import tableClasses from '../../../ui/ResponsiveTable.module.css';
import classes from './ApplicantsList.module.css';
import type { ApplicantRow } from './documents';
import type { PanelTab } from './PipelinePanel';
import { formatPhone } from '@mp/domain/phone';
import { missesMustHave, SCREENING_TEXT } from '../../screening';

/** The name a row shows: an agency's application by the agency's name (applications.team_id), else the person's. */
export function rowName(a: ApplicantRow): string {
  if (a.agency) return teamName(a.agency) ?? 'Agency';
  return a.contact.name || 'Name not provided';
}

const STATUS_COLORS: Partial<Record<ApplicationStatus, string>> = {
  VIEWED: 'gray', SHORTLISTED: 'blue', INTERVIEWING: 'blue', OFFERED: 'teal', HIRED: 'teal', NOT_SELECTED: 'gray',
};

/** The pipeline status: New (filled) until someone of the team opens the profile or moves it on. */
function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge variant={status === 'NEW' ? 'filled' : 'light'} color={STATUS_COLORS[status]} size="sm">
      {PIPELINE_STATUS_LABELS[status]}
    </Badge>
  );
}

function NameCell({ a }: { a: ApplicantRow }) {
  return (
    <Stack gap={2} className={classes.name}>
      <Group gap={6} wrap="wrap">
        <Text fw={600} size="sm">
          {rowName(a)}
        </Text>
        <StatusBadge status={a.status} />
        {missesMustHave(a.screening_answers) && (
          <Badge color="red" variant="light" size="sm">
            {SCREENING_TEXT.misses}
          </Badge>
        )}
      </Group>
      {a.agency && (
        <Text size="xs" c="dimmed">
          Agency{a.contact.name && a.contact.name !== rowName(a) ? ` · ${a.contact.name}` : ''}
        </Text>
      )}
    </Stack>
  );
}

const orDash = (value: string | null | undefined) => value || '—';

function Email({ value }: { value: string | null | undefined }) {
  return value ? (
    <Anchor href={`mailto:${value}`} size="sm" className={classes.wrap}>
      {value}
    </Anchor>
  ) : (
    <Text size="sm">—</Text>
  );
}

/** The pipeline's part of the list: the chosen rows (absent when the post is closed: read-only) and the notes panel. */
export interface ListPipeline {
  selected: ReadonlySet<string> | null;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  /** Opens the applicant's drawer at its notes or at the conversation. */
  onOpen: (a: ApplicantRow, tab: PanelTab) => void;
}

function RowCheck({ a, pipeline }: { a: ApplicantRow; pipeline: ListPipeline }) {
  if (!pipeline.selected) return null;
  return <Checkbox aria-label={`Select ${rowName(a)}`} checked={pipeline.selected.has(a.id)} onChange={() => pipeline.onToggle(a.id)} />;
}

/** The applicants table (document 2: Name, Date Applied, Email, Phone, View Profile, and the pipeline's notes), cards on phones. */
export function ApplicantsList({ applicants, pipeline }: { applicants: readonly ApplicantRow[]; pipeline: ListPipeline }) {
  const path = useGroupPath();
  const profilePath = (a: ApplicantRow) => path(`freelancer-profile/${a.contact.id}-${a.id}`);
  const all = pipeline.selected !== null && applicants.length > 0 && applicants.every((a) => pipeline.selected!.has(a.id));
  const some = pipeline.selected !== null && applicants.some((a) => pipeline.selected!.has(a.id));
  // The drawer's two tabs: the team's notes and history, and the conversation with the applicant.
  const notes = (a: ApplicantRow, full?: boolean) => (
    <Group gap="xs" wrap="nowrap" grow={full}>
      <Button size={full ? 'sm' : 'xs'} variant="default" onClick={() => pipeline.onOpen(a, 'notes')} aria-label={`Notes and history of ${rowName(a)}`}>
        Notes
      </Button>
      {/* The unread count sits on the button's corner, outside it: the button's name stays its visible word. */}
      <Indicator label={a.unread_messages} disabled={a.unread_messages === 0} size={18} offset={2}>
        <Button
          size={full ? 'sm' : 'xs'}
          fullWidth={full}
          variant={a.unread_messages > 0 ? 'light' : 'default'}
          onClick={() => pipeline.onOpen(a, 'messages')}
          aria-label={`Message ${rowName(a)}`}
        >
          Message
        </Button>
        {a.unread_messages > 0 && <VisuallyHidden>{`${a.unread_messages} unread from ${rowName(a)}`}</VisuallyHidden>}
      </Indicator>
    </Group>
  );
  return (
    <>
      <Table className={tableClasses.table} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {pipeline.selected && (
              <Table.Th w={40}>
                <Checkbox aria-label="Select all on this page" checked={all} indeterminate={some && !all} onChange={pipeline.onToggleAll} />
              </Table.Th>
            )}
            <Table.Th>Name</Table.Th>
            <Table.Th>Date Applied</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>View Profile</Table.Th>
            <Table.Th>Notes and messages</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applicants.map((a) => (
            <Table.Tr key={a.id}>
              {pipeline.selected && (
                <Table.Td>
                  <RowCheck a={a} pipeline={pipeline} />
                </Table.Td>
              )}
              <Table.Td>
                <NameCell a={a} />
              </Table.Td>
              <Table.Td>{formatDate(a.created_at)}</Table.Td>
              <Table.Td>
                <Email value={a.contact.email} />
              </Table.Td>
              <Table.Td>{orDash(a.contact.phone && formatPhone(a.contact.phone))}</Table.Td>
              <Table.Td>
                <Button component={Link} to={profilePath(a)} size="xs" variant="light" aria-label={`View Profile of ${rowName(a)}`}>
                  View Profile
                </Button>
              </Table.Td>
              <Table.Td>{notes(a)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ul className={tableClasses.cards} aria-label="Applicants">
        {applicants.map((a) => (
          <li key={a.id}>
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <RowCheck a={a} pipeline={pipeline} />
                  <NameCell a={a} />
                </Group>
                <dl className={tableClasses.facts}>
                  <dt>Date Applied</dt>
                  <dd>{formatDate(a.created_at)}</dd>
                  <dt>Email</dt>
                  <dd>
                    <Email value={a.contact.email} />
                  </dd>
                  <dt>Phone</dt>
                  <dd>{orDash(a.contact.phone && formatPhone(a.contact.phone))}</dd>
                </dl>
                <Button component={Link} to={profilePath(a)} variant="light" fullWidth aria-label={`View Profile of ${rowName(a)}`}>
                  View Profile
                </Button>
                {notes(a, true)}
              </Stack>
            </Paper>
          </li>
        ))}
      </ul>
    </>
  );
}
