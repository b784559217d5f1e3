import { Alert, Anchor, Container, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { companySizeLabel, type CompanySize } from '@mp/domain';
import { useParams } from 'react-router';
import { ContentGrid } from '../../ui/ContentGrid';
import { ImageTile } from '../../ui/ImageTile';
import { BuildingIcon, PinIcon } from '../../ui/icons';
import { jobPagePath, OpportunityCard, OpportunityCardSkeleton } from '../jobs';
import classes from './CompanyPage.module.css';
import type { CompanyPageData } from './documents';
import { useCompanyPage } from './hooks';
import { COMPANY_PAGE_TEXT } from './texts';
import { ReportItemLink } from '../reports';
import { VerifiedBadge } from '../company-verification';
import { NotFoundNotice } from '../../ui/NotFoundNotice';

const LOGO = 96;

/** The website as a reader recognises it: its host, without www. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

function CompanyHead({ company }: { company: CompanyPageData }) {
  const facts: { key: string; node: ReactNode }[] = [];
  if (company.location) facts.push({ key: 'place', node: <><PinIcon size={14} />{company.location}</> });
  if (company.size) facts.push({ key: 'size', node: companySizeLabel(company.size as CompanySize) });
  if (company.website) {
    facts.push({
      key: 'site',
      node: (
        <Anchor href={company.website} target="_blank" rel="noopener noreferrer" inherit>
          {hostOf(company.website)}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Anchor>
      ),
    });
  }
  return (
    <header className={classes.head}>
      <ImageTile src={company.logo} alt={`${company.name} logo`} size={LOGO} phoneSize={64} icon={<BuildingIcon size={32} />} />
      <Stack gap={6} className={classes.name}>
        <Title order={1}>{company.name}</Title>
        {company.verified && (
          <div>
            <VerifiedBadge />
          </div>
        )}
        {facts.length > 0 && (
          <ul className={classes.facts} data-testid="company-facts">
            {facts.map((fact) => (
              <li key={fact.key} className={classes.fact}>
                {fact.node}
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </header>
  );
}

function Section({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text className={classes.text}>{text}</Text>
      </Stack>
    </Paper>
  );
}

function CompanyNotFound() {
  return <NotFoundNotice text={COMPANY_PAGE_TEXT.notFound} action={{ label: COMPANY_PAGE_TEXT.browse, to: '/jobs' }} />;
}

function CompanyPageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading the company">
      <Skeleton h={LOGO} w="60%" />
      <Skeleton h={120} />
      <OpportunityCardSkeleton />
    </Stack>
  );
}

/**
 * /companies/{slug}: a company's public page, from the route's loader (routes/pages/company-page.tsx: head, 404,
 * cache): its logo, name, place, size and website, what it says of itself, and its open jobs and projects.
 */
export function CompanyPage() {
  const { slug = '' } = useParams();
  const page = useCompanyPage(slug);
  if (page.isPending) return <Container size="lg" px={0}><CompanyPageSkeleton /></Container>;
  if (page.error) {
    return (
      <Alert color="red" role="alert" title="Could not load the company">
        {page.error.message}
      </Alert>
    );
  }
  const company = page.data;
  if (!company) return <CompanyNotFound />;
  const open = company.posts.length;
  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <CompanyHead company={company} />
        {(company.about || company.apart) && (
          <div className={classes.sections}>
            {company.about && <Section title={COMPANY_PAGE_TEXT.about} text={company.about} />}
            {company.apart && <Section title={COMPANY_PAGE_TEXT.apart} text={company.apart} />}
          </div>
        )}
        <Stack gap="md" component="section" aria-labelledby="company-posts">
          <Title order={2} fz="h3" id="company-posts">
            {COMPANY_PAGE_TEXT.openPosts}
            {open > 0 && (
              <Text span c="dimmed" fz="md" fw={500} ml="xs">
                ({open})
              </Text>
            )}
          </Title>
          <ContentGrid
            items={company.posts}
            renderItem={(post) => <OpportunityCard key={post.id} post={post} to={jobPagePath(post.slug)} />}
            isPending={false}
            error={null}
            columns={2}
            placeholders={2}
            empty={{
              title: COMPANY_PAGE_TEXT.noPostsTitle,
              description: COMPANY_PAGE_TEXT.noPostsDetail(company.name),
              action: { label: COMPANY_PAGE_TEXT.browse, to: '/jobs' },
            }}
          />
        </Stack>
        <Group justify="flex-end">
          <ReportItemLink kind="COMPANY_PAGE" itemId={company.id} label="COMPANY_PAGE" />
        </Group>
      </Stack>
    </Container>
  );
}
