import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { agencyAdLines, formatDate } from '@mp/domain';
import { Link } from 'react-router';
import { Icon, type IconProps } from '../../ui/icons';
import type { PublicJob } from './documents';
import classes from './PublicJobPage.module.css';
import { VerifiedBadge } from '../company-verification';
import { ImageTile } from '../../ui/ImageTile';

function BuildingIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M3 21h18M8 7h4M8 11h4M8 15h4" />
    </Icon>
  );
}

const LOGO = 72;

/**
 * The company's logo (shown only with its consent, the server decides), its name, the title, place and date. The
 * name links to `companyTo`, the company's profile, for readers who may open it (signed-in seekers, decision 0038).
 */
export function JobHead({ job, companyTo }: { job: PublicJob; companyTo?: string }) {
  const { logo, name } = job.company;
  return (
    <header className={classes.head}>
      <ImageTile src={logo} alt={`${name} logo`} size={LOGO} phoneSize={56} icon={<BuildingIcon size={28} />} />
      <Stack gap={2} className={classes.title}>
        <Text c="dimmed" fw={600} data-testid="job-company">
          {companyTo ? (
            <Anchor component={Link} to={companyTo} inherit>
              {name}
            </Anchor>
          ) : (
            name
          )}
          {job.company.verified && (
            <>
              {' '}
              <VerifiedBadge />
            </>
          )}
        </Text>
        <Title order={1}>{job.title}</Title>
        <Text size="sm" c="dimmed">
          {[job.location, `Posted ${formatDate(job.job_number)}`].filter(Boolean).join(' · ')}
        </Text>
        {/* An employment agency's ad says so (reg. 27, decision 0065). */}
        {job.agency &&
          agencyAdLines(job.agency).map((line) => (
            <Text key={line} size="sm" data-testid="agency-ad">
              {line}
            </Text>
          ))}
      </Stack>
    </header>
  );
}

export function JobHeadSkeleton() {
  return (
    <div className={classes.head} aria-hidden="true">
      <Skeleton w={LOGO} h={LOGO} radius="md" />
      <Stack gap={8} style={{ flex: 1 }}>
        <Skeleton h={14} w={140} />
        <Skeleton h={30} w="70%" />
        <Skeleton h={12} w={220} />
      </Stack>
    </div>
  );
}
