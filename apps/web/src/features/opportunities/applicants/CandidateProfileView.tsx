import { Anchor, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon, type IconProps } from '../../../ui/icons';
import classes from './CandidateProfile.module.css';
import type { Candidate } from './documents';
import { budgetOf, dateOf, displayName, NOT_PROVIDED, placeOf, safeHref, salaryOf } from './profile-values';
import { Facts, ProfileSection } from './ProfileSection';
import { ImageTile } from '../../../ui/ImageTile';

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

/**
 * A freelancer (or an agency that applied) as an employer reads them, read-only (inventory B-R9, B-R10):
 * what the platform stores today, each empty value 'Not provided'. Fields outside the viewer's audience
 * come back null from the server (decision 0017). Issue 10 adds CV, documents, experience and education
 * as further ProfileSections in the main column.
 */
export function CandidateProfileView({ person, titleOrder = 1, contactShared, children }: CandidateProfileViewProps) {
  const name = displayName(person);
  const order = (titleOrder + 1) as TitleOrder;
  const agency = person.type === 'AGENCY';
  const place = placeOf(person);
  const headline = agency ? person.position : person.jobtitle;
  const contactEmail = person.contact_email || person.email;
  return (
    <Stack gap="lg">
      <div className={classes.head}>
        <ImageTile src={person.avatar} alt={`Photo of ${name}`} size={112} phoneSize={80} round icon={<PersonIcon size={40} />} />
        <Stack gap={4} className={classes.name}>
          <Title order={titleOrder}>{name}</Title>
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
          <ProfileSection title={agency ? 'Projects' : 'Work preferences'} order={order}>
            <Facts
              items={
                agency
                  ? [
                      { label: 'Usual project budget', value: budgetOf(person) },
                      { label: 'Location', value: place },
                    ]
                  : [
                      { label: 'Looking for', value: person.looking_for },
                      { label: 'Salary expectations', value: salaryOf(person) },
                      { label: 'Notice period', value: person.notice_period },
                      { label: 'Available from', value: dateOf(person.start_date) },
                      { label: 'Payroll status', value: contactShared ? person.payroll_status : null },
                      { label: 'Languages', value: person.language },
                    ]
              }
            />
          </ProfileSection>
        </Stack>
        <Stack gap="lg">
          <ProfileSection title="Contact details" order={order}>
            {contactShared ? (
              <Facts
                single
                items={[
                  { label: 'Email', value: contactEmail ? <MailValue email={contactEmail} /> : null },
                  { label: 'Phone', value: person.phone },
                  { label: 'Other phone', value: person.phone_secondary },
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
