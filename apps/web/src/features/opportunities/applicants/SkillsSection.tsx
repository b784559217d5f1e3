import { Badge, Group, type TitleOrder } from '@mantine/core';
import type { Candidate } from './documents';
import { namesOf, splitSkills } from './profile-values';
import { Facts, ProfileSection } from './ProfileSection';
import classes from './CandidateProfile.module.css';

type Item = { id: string; name: string; is_top?: boolean };

/** A list as badges (top skills marked and first); null when empty, so Facts says 'Not provided'. */
function Chips({ items, label }: { items: readonly Item[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <Group gap={6} component="ul" aria-label={label} className={classes.chips}>
      {items.map((i) => (
        <Badge key={i.id} component="li" variant={i.is_top ? 'filled' : 'light'} tt="none">
          {i.name}
          {i.is_top ? ' · Top skill' : ''}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * Skills and experience, as the freelancer's own profile view lists them: discipline, category
 * experience, skills with the top ones first, software skills, qualifications.
 */
export function SkillsSection({ person, order }: { person: Candidate; order: TitleOrder }) {
  const { skills, software } = splitSkills(person.skills);
  const chips = (items: readonly Item[] | null | undefined, label: string) => (items && items.length > 0 ? <Chips items={items} label={label} /> : null);
  return (
    <ProfileSection title="Skills and experience" order={order}>
      <Facts
        single
        items={[
          { label: 'Professional discipline', value: namesOf(person.industries) },
          { label: 'Category experience', value: chips(person.genres, 'Category experience') },
          { label: 'Skills', value: chips(skills, 'Skills') },
          { label: 'Software skills', value: chips(software, 'Software skills') },
          { label: 'Qualifications', value: chips(person.qualifications, 'Qualifications') },
        ]}
      />
    </ProfileSection>
  );
}
