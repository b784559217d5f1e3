import { Paper, Stack, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './CandidateProfile.module.css';
import { NOT_PROVIDED } from './profile-values';

/** One block of the profile with its heading. The profile issue adds CV, documents, experience and education as more of these. */
export function ProfileSection({ title, order, children }: { title: string; order: TitleOrder; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={order} fz="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export interface FactItem {
  label: string;
  value: ReactNode;
}

/** Label-value pairs; an empty value reads 'Not provided'. */
export function Facts({ items, single = false }: { items: FactItem[]; single?: boolean }) {
  return (
    <dl className={classes.facts} data-single={single || undefined}>
      {items.map(({ label, value }) => {
        const empty = value == null || value === '';
        return (
          <div key={label} className={classes.fact}>
            <dt>{label}</dt>
            <dd data-empty={empty || undefined}>{empty ? NOT_PROVIDED : value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
