import { Alert, Container, Image, Stack, Title, Typography } from '@mantine/core';
import { useParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { PageNotFound } from '../../app/PageNotFound';
import { PricingPanel } from './PricingPanel';
import classes from './SitePage.module.css';
import { PRICING_SLUG, useLandingPage } from './site-pages';

/**
 * /pages/{slug} (the legal and company pages the footer links to) and /landing/{slug} (landing pages
 * flagged for the footer): a page the administrator writes in the console (decision 0020). The pricing
 * page shows the platform's prices above its text. Its route's loader reads the page (and the prices) and declares
 * its head; a draft or an unknown slug is a 404.
 */
export function SitePage() {
  const { slug = '' } = useParams();
  const page = useLandingPage(slug);

  if (page.isPending) return <PageLoader />;
  if (page.error) {
    return (
      <Alert color="red" role="alert" title="Could not load the page">
        {page.error.message}
      </Alert>
    );
  }
  if (!page.data) return <PageNotFound />;
  const { name, heading, hero_image: hero, content } = page.data;
  return (
    <Container size="md" px={0}>
      <Stack gap="lg" component="article">
        <Title order={1}>{heading ?? name}</Title>
        {/* Decorative: the heading and the text say what the page is. */}
        {hero && <Image src={hero} alt="" radius="md" mah={360} fit="cover" data-testid="site-page-hero" />}
        {slug === PRICING_SLUG && <PricingPanel />}
        {/* Stored HTML, sanitised by the server when saved (decision 0012). */}
        <Typography className={classes.body} data-testid="site-page-content">
          <div dangerouslySetInnerHTML={{ __html: content }} />
        </Typography>
      </Stack>
    </Container>
  );
}
