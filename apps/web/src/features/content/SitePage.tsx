import { Alert, Button, Container, Stack, Title, Typography } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { uploadSrc, uploadSrcSet } from '../../ui/image-variants';
import { PageNotFound } from '../../app/PageNotFound';
import { PricingPanel } from './PricingPanel';
import classes from './SitePage.module.css';
import { PRICING_SLUG, useLandingPage } from './site-pages';

/** The hero's box: the seeds' 2:1 pictures, as wide as the text column gets. */
const HERO = { width: 560, height: 280 };

/** A page whose text is longer than this (more than a phone's screen under the hero) repeats its call to action at the end. */
const LONG_TEXT = 600;

function CallToAction({ label, to, size }: { label: string; to: string; size: 'md' | 'lg' }) {
  const common = { size, className: classes.cta, 'data-testid': 'site-page-cta' };
  // An in-app path moves within the app; an https address is a plain link.
  if (to.startsWith('/')) {
    return (
      <Button component={Link} to={to} {...common}>
        {label}
      </Button>
    );
  }
  return (
    <Button component="a" href={to} {...common}>
      {label}
    </Button>
  );
}

/**
 * /pages/{slug} (the legal and company pages the footer links to) and /landing/{slug} (the marketing pages): a page
 * the administrator writes in the console (decision 0020). Its header holds the title, the call to action when the
 * page has one and the hero image beside them (above them on a phone); a long page repeats the call to action at the
 * end. The pricing page, and a page set to show them, show the platform's prices. Its route's loader reads the page
 * (and the prices) and declares its head; a draft or an unknown slug is a 404.
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
  const { name, heading, hero_image: hero, hero_alt: heroAlt, cta_label: ctaLabel, cta_url: ctaUrl, show_prices: showPrices, content } = page.data;
  const cta = ctaLabel && ctaUrl ? { label: ctaLabel, to: ctaUrl } : null;
  const pricing = slug === PRICING_SLUG;
  const long = content.replace(/<[^>]*>/g, '').length > LONG_TEXT;
  const srcSet = hero ? uploadSrcSet(hero, HERO.width) : undefined;
  return (
    <Container size="lg" px={0}>
      <Stack gap="xl" component="article">
        <header className={hero ? classes.hero : undefined}>
          <Stack gap="lg" className={classes.heroText}>
            <Title order={1} className={classes.title}>
              {heading ?? name}
            </Title>
            {cta && (
              <div>
                <CallToAction {...cta} size="lg" />
              </div>
            )}
          </Stack>
          {hero && (
            <img
              src={uploadSrc(hero, HERO.width)}
              srcSet={srcSet}
              sizes={srcSet ? `(max-width: 48em) 100vw, ${HERO.width}px` : undefined}
              // Empty when the administrator left it so: the picture is then decoration only.
              alt={heroAlt ?? ''}
              width={HERO.width}
              height={HERO.height}
              className={classes.heroImage}
              fetchPriority="high"
              data-testid="site-page-hero"
            />
          )}
        </header>
        {pricing && <PricingPanel />}
        {/* Stored HTML, sanitised by the server when saved (decision 0012). */}
        <Typography className={classes.body} data-testid="site-page-content">
          <div dangerouslySetInnerHTML={{ __html: content }} />
        </Typography>
        {showPrices && !pricing && (
          <section aria-labelledby="site-page-prices" className={classes.prices}>
            <Title order={2} id="site-page-prices" className={classes.pricesTitle}>
              Prices
            </Title>
            <PricingPanel signUp={!cta} />
          </section>
        )}
        {cta && (long || showPrices) && (
          <aside aria-label="Get started" className={classes.closing}>
            <Title order={2} className={classes.closingTitle}>
              {name}
            </Title>
            <CallToAction {...cta} size="md" />
          </aside>
        )}
      </Stack>
    </Container>
  );
}
