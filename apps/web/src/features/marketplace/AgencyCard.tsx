import { Anchor, Badge, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ImageTile } from '../../ui/ImageTile';
import type { AgencyCardData } from './documents';
import { BuildingIcon, PinIcon } from '../../ui/icons';
import classes from './Marketplace.module.css';

/** A listed agency: its logo (or the placeholder), name (the link, covering the card), first location and services. */
export function AgencyCard({ agency, to }: { agency: AgencyCardData; to: string }) {
  const name = agency.agency_name ?? 'Agency';
  return (
    <Card component="article" withBorder padding="md" className={classes.card} data-testid="agency-card">
      <div className={classes.head}>
        <ImageTile src={agency.avatar} alt="" size={56} phoneSize={48} icon={<BuildingIcon size={24} />} />
        <Stack gap={2} className={classes.titles}>
          <Title order={3} fz="md" lh={1.35} lineClamp={2} className={classes.wrap}>
            <Anchor component={Link} to={to} className={classes.stretched} underline="never" inherit>
              {name}
            </Anchor>
          </Title>
          {agency.location && (
            <Text size="sm" c="dimmed" className={classes.place}>
              <PinIcon size={14} aria-hidden="true" />
              {agency.location}
            </Text>
          )}
        </Stack>
      </div>
      <ServiceBadges services={agency.services} />
    </Card>
  );
}

export function ServiceBadges({ services }: { services: readonly { id: string; name: string }[] }) {
  if (services.length === 0) return null;
  return (
    <div className={classes.chips}>
      {services.map((s) => (
        <Badge key={s.id} variant="light" size="sm" radius="sm" tt="none" className={classes.chip}>
          {s.name}
        </Badge>
      ))}
    </div>
  );
}
