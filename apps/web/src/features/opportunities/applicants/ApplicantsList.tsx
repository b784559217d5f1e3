import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@mp/domain';
import { Link } from 'react-router';
import { useGroupPath } from '../../../app/group-context';
import classes from './ApplicantsList.module.css';
import type { ApplicantRow } from './documents';
import { formatPhone } from '@mp/domain/phone';

/** The name a row shows: an agency's application by the agency's name (applications.team_id), else the person's. */
function rowName(a: ApplicantRow): string {
  if (a.agency) return a.agency.agency_name || a.agency.company || a.agency.name || 'Agency';
  return a.user.name || 'Name not provided';
}

/** New until someone of the team opens the profile (decision 0027). */
function SeenBadge({ viewedAt }: { viewedAt: string | null | undefined }) {
  return viewedAt ? (
    <Badge variant="light" color="gray" size="sm">
      Viewed
    </Badge>
  ) : (
    <Badge variant="filled" size="sm">
      New
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
        <SeenBadge viewedAt={a.viewed_at} />
      </Group>
      {a.agency && (
        <Text size="xs" c="dimmed">
          Agency{a.user.name && a.user.name !== rowName(a) ? ` · ${a.user.name}` : ''}
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

/** The applicants table (document 2: Name, Date Applied, Email, Phone, View Profile), cards on phones. */
export function ApplicantsList({ applicants }: { applicants: readonly ApplicantRow[] }) {
  const path = useGroupPath();
  const profilePath = (a: ApplicantRow) => path(`freelancer-profile/${a.user.id}-${a.id}`);
  return (
    <>
      <Table className={classes.table} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Date Applied</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>View Profile</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applicants.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>
                <NameCell a={a} />
              </Table.Td>
              <Table.Td>{formatDate(a.created_at)}</Table.Td>
              <Table.Td>
                <Email value={a.user.email} />
              </Table.Td>
              <Table.Td>{orDash(a.user.phone && formatPhone(a.user.phone))}</Table.Td>
              <Table.Td>
                <Button component={Link} to={profilePath(a)} size="xs" variant="light" aria-label={`View Profile of ${rowName(a)}`}>
                  View Profile
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ul className={classes.cards} aria-label="Applicants">
        {applicants.map((a) => (
          <li key={a.id}>
            <Paper withBorder p="md">
              <Stack gap="sm">
                <NameCell a={a} />
                <dl className={classes.facts}>
                  <dt>Date Applied</dt>
                  <dd>{formatDate(a.created_at)}</dd>
                  <dt>Email</dt>
                  <dd>
                    <Email value={a.user.email} />
                  </dd>
                  <dt>Phone</dt>
                  <dd>{orDash(a.user.phone && formatPhone(a.user.phone))}</dd>
                </dl>
                <Button component={Link} to={profilePath(a)} variant="light" fullWidth aria-label={`View Profile of ${rowName(a)}`}>
                  View Profile
                </Button>
              </Stack>
            </Paper>
          </li>
        ))}
      </ul>
    </>
  );
}
