import { Anchor, Badge, Group, Stack, Text, Title, VisuallyHidden, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon, type IconProps } from '../../../ui/icons';
import { useJobChoices } from '../../reference';
import classes from './CandidateProfile.module.css';
import type { Candidate } from './documents';
import { EDUCATION, EXPERIENCE, HistorySection } from '../../freelancer';
import { ImageTile } from '../../../ui/ImageTile';
import { ApplicantFiles } from './ApplicantFiles';
import {
  availabilityOf, budgetOf, displayName, namesOf, noticeOf, NOT_PROVIDED, payrollOf, placeOf, safeHref, salaryOf, workLocationOf,
} from './profile-values';
import { Facts, ProfileSection } from './ProfileSection';
import { SkillsSection } from './SkillsSection';
import { formatPhone } from '@mp/domain/phone';

function PersonIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  );
}

function LinkValue({ href, children }: { href: string; children?: ReactNode }) {
  const safe = safeHref(href);
  if (!safe) return <>{href}</>;
  return (
    <Anchor href={safe} target="_blank" rel="noopener noreferrer nofollow">
      {children ?? href}
    </Anchor>
  );
}

function MailValue({ email }: { email: string }) {
  return <Anchor href={`mailto:${email}`}>{email}</Anchor>;
}

export interface CandidateProfileViewProps {
  person: Candidate;
  /** 1 when the person's name is the page's heading. */
  titleOrder?: 1 | 2;
  /** The viewer reads the person's contact details (an applicant to their post): else a line says why they are not here. */
  contactShared: boolean;
  /** Shown above the sections (the application on freelancer-profile). */
  children?: ReactNode;
}

/** The vetted badge (spec 002: "A freelancer may carry a vetted badge on the profile"), its meaning spelt out for screen readers. */
function VettedBadge() {
  return (
    <Badge variant="filled" size="lg" data-testid="vetted-badge" title="Vetted by the Onbrief team">
      Vetted<VisuallyHidden> by the Onbrief team</VisuallyHidden>
    </Badge>
  );
}

/** A job type or working-hours key by its reference name ('Freelance'), the key itself until the names load. */
function useChoiceName() {
  const choices = useJobChoices();
  return (list: 'allJobtypes' | 'workingHours', key: string | null | undefined) =>
    key ? (choices.data?.[list]?.find((o) => o.key === key)?.name ?? key) : null;
}

/**
 * A freelancer (or an agency that applied) as an employer reads them, read-only,
 * each empty value 'Not provided'. Fields outside the viewer's audience come back null from the server
 * (decision 0017). The main column follows the freelancer's own profile view: about, skills
 * and experience, work preferences, CV and documents, experience, education; contact, links and referees
 * beside it.
 */
export function CandidateProfileView({ person, titleOrder = 1, contactShared, children }: CandidateProfileViewProps) {
  const name = displayName(person);
  const order = (titleOrder + 1) as TitleOrder;
  const agency = person.type === 'AGENCY';
  const place = placeOf(person);
  const headline = agency ? person.position : person.jobtitle;
  const contactEmail = person.contact_email || person.email;
  const choiceName = useChoiceName();
  return (
    <Stack gap="lg">
      <div className={classes.head}>
        <ImageTile src={person.avatar} alt={`Photo of ${name}`} size={112} phoneSize={80} round icon={<PersonIcon size={40} />} />
        <Stack gap={4} className={classes.name}>
          <Group gap="sm" wrap="wrap">
            <Title order={titleOrder}>{name}</Title>
            {person.vetted && !agency && <VettedBadge />}
          </Group>
          <Text fw={600}>{headline || (agency ? 'Agency' : 'Job title not provided')}</Text>
          {(place || person.pronouns) && <Text c="dimmed">{[place, person.pronouns].filter(Boolean).join(' · ')}</Text>}
        </Stack>
      </div>
      {children}
      <div className={classes.columns}>
        <Stack gap="lg">
          <ProfileSection title={agency ? 'About the agency' : 'About'} order={order}>
            <Text className={classes.text} c={person.bio ? undefined : 'dimmed'}>
              {person.bio || NOT_PROVIDED}
            </Text>
            {agency && person.description && <Text className={classes.text}>{person.description}</Text>}
          </ProfileSection>
          {!agency && <SkillsSection person={person} order={order} />}
          <ProfileSection title={agency ? 'Projects' : 'Work preferences'} order={order}>
            <Facts
              items={
                agency
                  ? [
                      { label: 'Usual project budget', value: budgetOf(person) },
                      { label: 'Location', value: place },
                    ]
                  : [
                      { label: 'Role levels', value: namesOf(person.job_levels) ?? person.looking_for },
                      { label: 'Positions', value: namesOf(person.positions) },
                      { label: 'Job type', value: choiceName('allJobtypes', person.job_type) },
                      { label: 'Working hours', value: choiceName('workingHours', person.working_hours) },
                      { label: 'Salary expectations', value: salaryOf(person) },
                      { label: 'Work location', value: workLocationOf(person.location) },
                      { label: 'Notice period', value: noticeOf(person) },
                      { label: 'Available from', value: availabilityOf(person) },
                      { label: 'Payroll status', value: contactShared ? payrollOf(person.payroll_status) : null },
                      { label: 'Languages', value: namesOf(person.languages) ?? person.language },
                    ]
              }
            />
          </ProfileSection>
          {!agency && (
            <>
              <ApplicantFiles person={person} order={order} />
              <HistorySection kind={EXPERIENCE} items={person.experiences ?? []} headingOrder={order} />
              <HistorySection kind={EDUCATION} items={person.educations ?? []} headingOrder={order} />
            </>
          )}
        </Stack>
        <Stack gap="lg">
          <ProfileSection title="Contact details" order={order}>
            {contactShared ? (
              <Facts
                single
                items={[
                  { label: 'Email', value: contactEmail ? <MailValue email={contactEmail} /> : null },
                  { label: 'Phone', value: person.phone && formatPhone(person.phone) },
                  { label: 'Other phone', value: person.phone_secondary && formatPhone(person.phone_secondary) },
                ]}
              />
            ) : (
              <Text size="sm" c="dimmed">
                Contact details are shared with the employers {agency ? 'an agency' : 'a freelancer'} applies to.
              </Text>
            )}
          </ProfileSection>
          <ProfileSection title="Links" order={order}>
            <Facts
              single
              items={[
                ...(contactShared ? [{ label: 'LinkedIn', value: person.linkedin ? <LinkValue href={person.linkedin} /> : null }] : []),
                { label: 'Supporting URL', value: person.supporting_url ? <LinkValue href={person.supporting_url} /> : null },
                { label: 'Website', value: person.website ? <LinkValue href={person.website} /> : null },
              ]}
            />
          </ProfileSection>
          {contactShared && !agency && (
            <ProfileSection title="References" order={order}>
              <Facts
                single
                items={[
                  { label: 'Referee 1', value: person.referee_1 },
                  { label: 'Referee 2', value: person.referee_2 },
                ]}
              />
            </ProfileSection>
          )}
        </Stack>
      </div>
    </Stack>
  );
}
