import { Badge, Button, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSessionUser } from '../../app/session/useSession';
import { planPoints, pounds, usePriceTerms, type PriceTerms } from './site-pages';

function Plan({ name, price, unit, points, highlight = false }: { name: string; price: string; unit: string; points: string[]; highlight?: boolean }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={name} data-testid="price-plan">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} fz="h3">
            {name}
          </Title>
          {highlight && <Badge variant="light">Best value</Badge>}
        </Group>
        <Text>
          <Text component="span" fz={36} fw={800} lh={1}>
            {price}
          </Text>{' '}
          <Text component="span">{unit}</Text>
        </Text>
        <List spacing={4} size="sm">
          {points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

function Plans({ terms }: { terms: PriceTerms }) {
  const points = planPoints(terms);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Plan name="Pay as you go" price={pounds(terms.jobPostPence)} unit="per job post" points={points.payAsYouGo} />
      <Plan name="Monthly subscription" price={pounds(terms.subscriptionPence)} unit="a month" highlight points={points.subscription} />
    </SimpleGrid>
  );
}

/**
 * The prices on the pricing page, from the platform settings (document 2 section 9: £495 a post,
 * £195 a month with 2 posts, and the volume discounts when there are any), so the page always says what the
 * checkout charges. `signUp: false` where the page has its own call to action.
 */
export function PricingPanel({ signUp = true }: { signUp?: boolean }) {
  const terms = usePriceTerms();
  const user = useSessionUser();
  return (
    <Stack gap="md" data-testid="pricing-panel">
      {terms.data ? <Plans terms={terms.data} /> : <Skeleton height={220} radius="md" />}
      {terms.data && (
        <Text size="sm">Commission starting at {terms.data.commissionPercentage}% for permanent or freelance hires.</Text>
      )}
      {signUp && !user && (
        <Group>
          <Button component={Link} to="/company/register">
            Create a company account
          </Button>
        </Group>
      )}
    </Stack>
  );
}
