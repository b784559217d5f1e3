import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useJobChoices } from '../../reference';
import type { MyProfile } from './documents';
import { salaryLine } from './form-values';
import classes from './ProfileView.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const None = ({ children = 'Not added yet' }: { children?: ReactNode }) => (
  <Text c="dimmed" size="sm">
    {children}
  </Text>
);

function Chips({ items, top }: { items: readonly { id: string; name: string; is_top?: boolean }[]; top?: boolean }) {
  if (items.length === 0) return <None />;
  return (
    <Group gap={6}>
      {items.map((i) => (
        <Badge key={i.id} variant={top && i.is_top ? 'filled' : 'light'} tt="none">
          {i.name}
          {top && i.is_top ? ' · Top skill' : ''}
        </Badge>
      ))}
    </Group>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm">
        {children}
      </Text>
    </div>
  );
}

const link = (href: string | null | undefined) =>
  href ? (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </Anchor>
  ) : (
    <Text span c="dimmed" size="sm">
      Not added yet
    </Text>
  );

/** The read-only profile below the head: skills, what the freelancer looks for, links. */
export function ProfileSections({ profile }: { profile: MyProfile }) {
  const choices = useJobChoices();
  const nameOf = (list: readonly { key: string; name: string }[] | undefined, key: string | null | undefined) =>
    key ? (list?.find((o) => o.key === key)?.name ?? key) : null;
  const skills = profile.skills ?? [];
  const salary = salaryLine(profile.salary_currency, profile.salary_unit, profile.minimum_salary, profile.maximum_salary);
  return (
    <>
      <Section title="About">{profile.bio ? <Text className={classes.text}>{profile.bio}</Text> : <None>No bio yet.</None>}</Section>
      <Section title="Skills and experience">
        <SimpleGrid cols={1} spacing="md" component="dl" className={classes.facts}>
          <Fact label="Professional discipline">{profile.industries?.map((i) => i.name).join(', ') || <None />}</Fact>
          <Fact label="Category experience">
            <Chips items={profile.genres ?? []} />
          </Fact>
          <Fact label="Skills">
            <Chips items={skills.filter((s) => !s.software)} top />
          </Fact>
          <Fact label="Software skills">
            <Chips items={skills.filter((s) => s.software)} />
          </Fact>
          <Fact label="Qualifications">
            <Chips items={profile.qualifications ?? []} />
          </Fact>
        </SimpleGrid>
      </Section>
      <Section title="What I am looking for">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" className={classes.facts}>
          <Fact label="Job type">{nameOf(choices.data?.allJobtypes, profile.job_type) ?? <None />}</Fact>
          <Fact label="Working hours">{nameOf(choices.data?.workingHours, profile.working_hours) ?? <None />}</Fact>
          <Fact label="Salary">{salary ?? <None />}</Fact>
        </SimpleGrid>
      </Section>
      <Section title="Links">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" className={classes.facts}>
          <Fact label="LinkedIn">{link(profile.linkedin)}</Fact>
          <Fact label="Supporting URL">{link(profile.supporting_url)}</Fact>
        </SimpleGrid>
      </Section>
    </>
  );
}
