import { Badge, Group, Paper, Skeleton, Stack, Title, Typography } from '@mantine/core';
import {
  formatCompensation, formatDate, IR35_OPTIONS, isContractRole, JOB_DURATIONS, LOCATION_TYPE_LABELS, PROJECT_DURATIONS,
  type LocationType, type OpportunityTarget,
} from '@mp/domain';
import type { ReactNode } from 'react';
import { Loading } from '../../../ui/Skeletons';
import classes from './PostDetails.module.css';

interface Named {
  id: string;
  name: string;
}
interface MustHave extends Named {
  must_have: boolean;
}

/**
 * What a reader of a post sees of it, as plain values any query can fill: the labels of the role type and
 * working hours (reference names, `roleTypeNames`), the level's and position's names, and the lists.
 */
export interface PostDetailsData {
  target: OpportunityTarget;
  /** Type of Role, as shown ('Freelance'); null for projects. */
  roleType?: string | null;
  /** Working Hours, as shown ('Full time'); null for projects. */
  workingHours?: string | null;
  /** The stored role type key (FREELANCE, PERMANENT, BOTH): Duration and IR35 show for contract roles. */
  type?: string | null;
  duration?: number | null;
  is_ir35?: number | null;
  level?: string | null;
  position?: string | null;
  location?: string | null;
  location_type?: LocationType | null;
  /** Date Posted, YYYY-MM-DD. */
  job_number?: string | null;
  is_compensation_displayed: boolean;
  compensation_currency?: string | null;
  compensation_unit?: string | null;
  minimumBudget?: number | null;
  maximumBudget?: number | null;
  genres: readonly Named[];
  skills: readonly (MustHave & { software: boolean })[];
  qualifications: readonly MustHave[];
  services: readonly Named[];
  /** Sanitised HTML from the server. */
  description: string;
}

const labelOf = (list: readonly { value: number; label: string }[], value: number | null | undefined) =>
  list.find((o) => o.value === value)?.label ?? null;

function Fact({ label, value }: { label: string; value: ReactNode }) {
  if (value == null || value === '') return null;
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A list of chips; must-haves first-class with a 'Must have' mark (not by colour alone). */
function Chips({ title, items }: { title: string; items: readonly (Named & { must_have?: boolean })[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={3} fz="h5">
        {title}
      </Title>
      <Group gap={6} component="ul" className={classes.chips}>
        {items.map((item) => (
          <li key={item.id}>
            <Badge variant={item.must_have ? 'filled' : 'light'} size="lg" radius="sm" tt="none" fw={500} className={classes.chip}>
              {item.name}
              {item.must_have && <span className={classes.must}> · Must have</span>}
            </Badge>
          </li>
        ))}
      </Group>
    </Stack>
  );
}

/** The facts of a post: what kind of work, where, when posted, for how much. */
function Facts({ post }: { post: PostDetailsData }) {
  const job = post.target === 'JOB';
  const contract = job && isContractRole(post.type);
  const pay = post.is_compensation_displayed ? formatCompensation(post) : null;
  return (
    <dl className={classes.facts}>
      {job && <Fact label="Type of role" value={post.roleType} />}
      {job && <Fact label="Working hours" value={post.workingHours} />}
      {contract && <Fact label="Duration" value={labelOf(JOB_DURATIONS, post.duration)} />}
      {contract && <Fact label="IR35" value={labelOf(IR35_OPTIONS, post.is_ir35)} />}
      {job && <Fact label="Experience level" value={post.level} />}
      {job && <Fact label="Position" value={post.position} />}
      {!job && <Fact label="Project duration" value={labelOf(PROJECT_DURATIONS, post.duration)} />}
      <Fact label="Location" value={post.location} />
      {post.location_type && <Fact label="How do you work?" value={LOCATION_TYPE_LABELS[post.location_type]} />}
      <Fact label="Date posted" value={post.job_number ? formatDate(post.job_number) : null} />
      <Fact label={job ? 'Salary/Budget' : 'Budget'} value={pay} />
    </dl>
  );
}

/** The read-only body of a job opportunity or agency project, for any reader (no fetching). */
export function PostDetails({ post }: { post: PostDetailsData }) {
  const software = post.skills.filter((s) => s.software);
  const skills = post.skills.filter((s) => !s.software);
  return (
    <Stack gap="lg" data-testid="post-details">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Facts post={post} />
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="post-experience-title">
        <Stack gap="md">
          <Title order={2} fz="h4" id="post-experience-title">
            Experience and skills
          </Title>
          <Chips title="Category experience" items={post.genres} />
          {post.target === 'PROJECT' && <Chips title="Services required" items={post.services} />}
          <Chips title="Skills required" items={skills} />
          <Chips title="Software skills" items={software} />
          <Chips title="Qualifications" items={post.qualifications} />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="post-description-title">
        <Title order={2} fz="h4" id="post-description-title" mb="sm">
          {post.target === 'JOB' ? 'Job description' : 'Project description'}
        </Title>
        {/* Sanitised on the server (p, br, b, strong, i, em, u, ul, ol, li). */}
        <Typography className={classes.description}>
          <div data-testid="post-description" dangerouslySetInnerHTML={{ __html: post.description }} />
        </Typography>
      </Paper>
    </Stack>
  );
}

/** PostDetails' shape while the post loads. */
export function PostDetailsSkeleton() {
  return (
    <Loading>
      <Stack gap="lg" aria-hidden="true">
        <Paper withBorder p="lg">
          <div className={classes.facts}>
            {Array.from({ length: 6 }, (_, i) => (
              <Stack key={i} gap={6}>
                <Skeleton h={12} w={90} />
                <Skeleton h={16} w={`${50 + ((i * 13) % 40)}%`} />
              </Stack>
            ))}
          </div>
        </Paper>
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <Skeleton h={16} w={160} />
            <Group gap={6}>
              {[80, 120, 96, 70].map((w) => (
                <Skeleton key={w} h={26} w={w} radius="sm" />
              ))}
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <Skeleton h={18} w={180} />
            <Skeleton h={14} />
            <Skeleton h={14} />
            <Skeleton h={14} w="70%" />
          </Stack>
        </Paper>
      </Stack>
    </Loading>
  );
}
