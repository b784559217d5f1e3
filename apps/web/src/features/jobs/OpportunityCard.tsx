import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ImageTile } from '../../ui/ImageTile';
import { Tag } from '../../ui/Tag';
import { SaveToggle } from '../saved';
import { contentClasses as content } from '../content';
import { cardChips, cardCompensation, cardDate, cardHeadline, cardLocationLabel } from './card-values';
import { BuildingIcon, PinIcon } from '../../ui/icons';
import type { OpportunityCardData } from './card-documents';
import { VerifiedBadge } from '../company-verification';
import classes from './OpportunityCard.module.css';

const LOGO = 48;

/**
 * One opportunity in a list (F-F1), the same in the searches, the for-you lists and the dashboards: the
 * company's logo (or its placeholder) and name, the title (the link, covering the card, to opportunities/{id}),
 * Featured, the headline, place and Hybrid / Onsite / Remote, the compensation when shown, the chips, and the save
 * toggle.
 */
export function OpportunityCard({ post, to }: { post: OpportunityCardData; to: string }) {
  const pay = cardCompensation(post);
  const label = cardLocationLabel(post.location_type);
  const chips = cardChips(post);
  // Plain elements with this file's classes, not Mantine's Card, Text and Badge: a board renders 20 of these on the
  // server, and Mantine's components wrote 7 KB a card, most of it CSS variables in style attributes.
  return (
    <article className={`${classes.card} ${content.card} ${content.linkCard}`} data-testid="opportunity-card">
      <div className={classes.head}>
        <ImageTile src={post.company.logo} alt="" size={LOGO} phoneSize={40} icon={<BuildingIcon size={22} />} />
        <div className={classes.titles}>
          <p className={classes.company}>
            {post.company.name}
            {post.company.verified && (
              <>
                {' '}
                <VerifiedBadge />
              </>
            )}
          </p>
          <h3 className={classes.title}>
            <Link to={to} className={`mantine-focus-auto ${classes.link} ${content.stretched}`}>
              {post.title}
            </Link>
          </h3>
        </div>
        {post.featured && (
          <Tag variant="filled" className={classes.featured}>
            Featured
          </Tag>
        )}
      </div>
      <div className={classes.body}>
        {post.summary && (
          <p className={classes.headline} data-testid="card-headline">
            {cardHeadline(post.summary)}
          </p>
        )}
        <div className={classes.facts}>
          {post.location && (
            <span className={classes.place}>
              <PinIcon size={14} />
              {post.location}
            </span>
          )}
          {label && <Tag variant="outline">{label}</Tag>}
        </div>
        {pay && (
          <p className={classes.pay} data-testid="card-pay">
            {pay}
          </p>
        )}
      </div>
      <div className={classes.foot}>
        {chips.length > 0 && (
          <div className={classes.chips}>
            {chips.map((chip) => (
              <Tag key={chip.key} variant="light">
                {chip.name}
              </Tag>
            ))}
          </div>
        )}
        <div className={classes.posted}>
          <span>Posted {cardDate(post.job_number)}</span>
          <SaveToggle post={post} size="xs" />
        </div>
      </div>
    </article>
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
