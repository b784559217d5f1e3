import { Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { Icon, type IconProps } from '../../ui/icons';
import classes from './CompanyProfileView.module.css';
import { placeLine } from './format';
import { ImageTile } from '../../ui/ImageTile';

function BuildingIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M3 21h18M8 7h4M8 11h4M8 15h4" />
    </Icon>
  );
}

export interface CompanyProfileFields {
  company?: string | null;
  avatar?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  bio?: string | null;
  description?: string | null;
}

function Section({ title, order, text, empty }: { title: string; order: TitleOrder; text?: string | null; empty: string }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="xs">
        <Title order={order} fz="h4">
          {title}
        </Title>
        {text ? (
          <Text className={classes.text}>{text}</Text>
        ) : (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * An employer's profile: logo, name, town, about the company and what sets it apart.
 * `titleOrder` 1 when the company's name is the page's heading, 2 under a page heading of its own.
 */
export function CompanyProfileView({ profile, titleOrder = 1 }: { profile: CompanyProfileFields; titleOrder?: 1 | 2 }) {
  const place = placeLine(profile);
  const sectionOrder = (titleOrder + 1) as TitleOrder;
  return (
    <Stack gap="lg">
      <div className={classes.head}>
        <ImageTile src={profile.avatar} alt={`${profile.company ?? 'Company'} logo`} size={112} phoneSize={80} icon={<BuildingIcon size={40} />} />
        <Stack gap={4} className={classes.name}>
          <Title order={titleOrder} fz={titleOrder === 1 ? undefined : 'h2'}>
            {profile.company || 'Company'}
          </Title>
          {place && <Text c="dimmed">{place}</Text>}
        </Stack>
      </div>
      <Section title="About the company" order={sectionOrder} text={profile.bio} empty="The company has not written about itself yet." />
      <Section title="What sets us apart" order={sectionOrder} text={profile.description} empty="Nothing here yet." />
    </Stack>
  );
}
