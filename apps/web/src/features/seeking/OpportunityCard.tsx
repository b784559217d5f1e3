import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ImageTile } from '../../ui/ImageTile';
import { SaveToggle } from '../saved';
import { contentClasses as content } from '../content';
import { cardChips, cardCompensation, cardDate, cardHeadline, cardLocationLabel, HEADLINE_LINES } from './card-values';
import { BuildingIcon, PinIcon } from '../../ui/icons';
import type { OpportunityCardData } from './search-documents';
import classes from './OpportunityCard.module.css';

const LOGO = 48;

/**
 * One opportunity in a list (F-F1), the same in the searches, the for-you lists and the dashboards: the
 * company's logo (or its placeholder) and name, the title (the link, covering the card, to opportunities/{id}),
 * Featured, the headline, place and Hybrid / Onsite / Remote, the compensation when shown, the chips, and the save
 * toggle (decision 0054).
 */
export function OpportunityCard({ post, to }: { post: OpportunityCardData; to: string }) {
  const pay = cardCompensation(post);
  const label = cardLocationLabel(post.location_type);
  const chips = cardChips(post);
  return (
    <Card component="article" withBorder padding="md" className={`${content.card} ${content.linkCard}`} data-testid="opportunity-card">
      <div className={classes.head}>
        <ImageTile src={post.company.logo} alt="" size={LOGO} phoneSize={40} icon={<BuildingIcon size={22} />} />
        <Stack gap={2} className={classes.titles}>
          <Text size="sm" c="dimmed" fw={600} lineClamp={1}>
            {post.company.name}
          </Text>
          <Title order={3} fz="md" lh={1.35} lineClamp={2} className={classes.title}>
            <Anchor component={Link} to={to} className={content.stretched} underline="never" inherit>
              {post.title}
            </Anchor>
          </Title>
        </Stack>
        {post.featured && (
          <Badge variant="filled" size="sm" className={classes.featured}>
            Featured
          </Badge>
        )}
      </div>
      <Stack gap={6} mt="sm">
        {post.summary && (
          <Text size="sm" lineClamp={HEADLINE_LINES} data-testid="card-headline">
            {cardHeadline(post.summary)}
          </Text>
        )}
        <div className={classes.facts}>
          {post.location && (
            <Text size="sm" c="dimmed" className={classes.place}>
              <PinIcon size={14} />
              {post.location}
            </Text>
          )}
          {label && (
            <Badge variant="outline" color="gray" size="sm">
              {label}
            </Badge>
          )}
        </div>
        {pay && (
          <Text size="sm" fw={700} data-testid="card-pay">
            {pay}
          </Text>
        )}
      </Stack>
      <div className={classes.foot}>
        {chips.length > 0 && (
          <div className={classes.chips}>
            {chips.map((chip) => (
              <Badge key={chip.key} variant="light" size="sm" radius="sm" tt="none" className={classes.chip}>
                {chip.name}
              </Badge>
            ))}
          </div>
        )}
        <Group justify="space-between" align="center" gap="xs" mt="xs">
          <Text size="xs" c="dimmed">
            Posted {cardDate(post.job_number)}
          </Text>
          <SaveToggle post={post} size="xs" />
        </Group>
      </div>
    </Card>
  );
}

/** A card's shape while it loads, about as tall as a card, so the list does not jump when it arrives. */
export function OpportunityCardSkeleton() {
  return (
    <Card withBorder padding="md" h="100%" aria-hidden="true">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Skeleton w={LOGO} h={LOGO} radius="lg" />
        <Stack gap={8} flex={1}>
          <Skeleton h={12} w="40%" />
          <Skeleton h={16} w="80%" />
        </Stack>
      </Group>
      <Stack gap={10} mt="md">
        <Skeleton h={12} w="60%" />
        <Skeleton h={12} w="50%" />
        <Skeleton h={14} w="45%" />
      </Stack>
      <Group gap={6} mt="md">
        <Skeleton h={20} w={70} radius="sm" />
        <Skeleton h={20} w={90} radius="sm" />
        <Skeleton h={20} w={60} radius="sm" />
      </Group>
      <Skeleton h={10} w={110} mt="sm" />
    </Card>
  );
}
