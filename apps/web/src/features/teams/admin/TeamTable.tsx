import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { fullName } from '@mp/domain';
import { ChevronDownIcon } from '../../../ui/icons';
import { AccessLevelSelect } from './AccessLevelSelect';
import { AccountAccess, type TeamPeer } from './AccountAccess';
import type { TeamPerson } from './documents';
import { displayName, ROLE_LABEL, isTeamRole } from './format';
import { RemoveTeamUser } from './RemoveTeamUser';
import classes from './admin.module.css';
import tableClasses from '../../../ui/ResponsiveTable.module.css';

interface TeamTableProps {
  people: TeamPerson[];
  /** Everyone in the team, the viewer included (the checklist of associations offers them too). */
  peers: TeamPeer[];
  /** The rows whose Account Access is open (shared by the table and the phone cards). */
  expanded: ReadonlySet<string>;
  onToggle: (userId: string) => void;
  onRemoved: () => void;
}

/** The owner's Access Level: Admin, marked as the account's owner; the owner's row has no actions (D-X4). */
function OwnerLevel({ role }: { role: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">{isTeamRole(role) ? ROLE_LABEL[role] : role}</Text>
      <Badge variant="light" size="sm">
        Owner
      </Badge>
    </Group>
  );
}

function AccessToggle({ person, open, controls, onToggle }: { person: TeamPerson; open: boolean; controls: string; onToggle: () => void }) {
  return (
    <Button
      size="xs"
      variant="light"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-label={`Account Access for ${displayName(person)}`}
      rightSection={<ChevronDownIcon size={14} className={classes.chevron} />}
      onClick={onToggle}
    >
      Account Access
    </Button>
  );
}

const orDash = (value: string | null | undefined) => (value?.trim() ? value : '—');

/**
 * Manage Team (D-F4, D-Q6): First Name, Last Name, Email, Access Level, the Account Access expander and Remove
 * User. The owner's row has no actions; the signed-in admin is not listed (the API leaves them out). Phones get one
 * card per person.
 */
export function TeamTable({ people, peers, expanded, onToggle, onRemoved }: TeamTableProps) {
  return (
    <>
      <Table className={`${tableClasses.table} ${classes.headings}`} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>First Name</Table.Th>
            <Table.Th>Last Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Access Level</Table.Th>
            <Table.Th>Account Access</Table.Th>
            <Table.Th>Remove User</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => {
            const open = expanded.has(person.userId);
            const panelId = `table-access-${person.userId}`;
            return (
              <Fragment key={person.userId}>
                <Table.Tr data-testid="team-row" data-email={person.email}>
                  <Table.Td>{orDash(person.firstName)}</Table.Td>
                  <Table.Td>{orDash(person.lastName)}</Table.Td>
                  <Table.Td className={classes.email}>{person.email}</Table.Td>
                  <Table.Td>{person.isOwner ? <OwnerLevel role={person.role} /> : <AccessLevelSelect person={person} />}</Table.Td>
                  <Table.Td>
                    {!person.isOwner && <AccessToggle person={person} open={open} controls={panelId} onToggle={() => onToggle(person.userId)} />}
                  </Table.Td>
                  <Table.Td>{!person.isOwner && <RemoveTeamUser person={person} onRemoved={onRemoved} />}</Table.Td>
                </Table.Tr>
                {open && !person.isOwner && (
                  <Table.Tr className={classes.expanded}>
                    <Table.Td colSpan={6}>
                      <AccountAccess person={person} peers={peers} idPrefix="table" />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
      <ul className={tableClasses.cards} aria-label="Team members">
        {people.map((person) => {
          const open = expanded.has(person.userId);
          const name = fullName(person.firstName, person.lastName);
          return (
            <li key={person.userId} data-testid="team-card" data-email={person.email}>
              <Paper withBorder p="md">
                <Stack gap="sm">
                  <Stack gap={0}>
                    <Text fw={700}>{name || person.email}</Text>
                    {name && (
                      <Text size="sm" c="dimmed" className={classes.email}>
                        {person.email}
                      </Text>
                    )}
                  </Stack>
                  {person.isOwner ? (
                    <dl className={tableClasses.facts}>
                      <dt>Access Level</dt>
                      <dd>
                        <OwnerLevel role={person.role} />
                      </dd>
                    </dl>
                  ) : (
                    <>
                      <AccessLevelSelect person={person} withLabel />
                      <Group gap="xs" justify="space-between" wrap="nowrap">
                        <AccessToggle person={person} open={open} controls={`card-access-${person.userId}`} onToggle={() => onToggle(person.userId)} />
                        <RemoveTeamUser person={person} onRemoved={onRemoved} />
                      </Group>
                      {open && <AccountAccess person={person} peers={peers} idPrefix="card" />}
                    </>
                  )}
                </Stack>
              </Paper>
            </li>
          );
        })}
      </ul>
    </>
  );
}
