import { Anchor, NativeSelect, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { COMPANY_PAGE_MSG, COMPANY_SIZES, companyPagePath, companySizeLabel } from '@mp/domain';
import { Link } from 'react-router';
import { useMyCompanyPage, useUpdateCompanyPage } from './hooks';

/**
 * The company's public page, on its profile: where it is, whether visitors see it (hidden: the page answers 404, the
 * sitemap leaves it out, and posts show the name without a link), and the size it shows. Admins change them.
 */
export function CompanyPageSettingsCard() {
  const settings = useMyCompanyPage();
  const update = useUpdateCompanyPage();
  const s = settings.data;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="company-page-settings" data-testid="company-page-settings">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="company-page-settings">
          Your public company page
        </Title>
        {settings.isPending ? (
          <Skeleton h={72} />
        ) : !s ? (
          <Text c="dimmed" size="sm">
            Your company page could not be loaded.
          </Text>
        ) : !s.slug ? (
          <Text c="dimmed" size="sm">
            Add your company's name to your profile to get a public page.
          </Text>
        ) : (
          <>
            <Text size="sm">
              {s.visible ? 'Visitors see your profile and open posts at ' : 'Hidden. When shown, it lives at '}
              <Anchor component={Link} to={companyPagePath(s.slug)}>
                {companyPagePath(s.slug)}
              </Anchor>
              .
            </Text>
            <Switch
              label="Show our company page to visitors"
              description="When off, the page is not found, search engines are not told of it, and your posts show your name without a link."
              checked={update.isPending && update.variables.visible !== undefined ? update.variables.visible : s.visible}
              disabled={!s.editable || update.isPending}
              onChange={(event) => update.mutate({ visible: event.currentTarget.checked })}
            />
            <NativeSelect
              label="Company size"
              maw={260}
              value={s.size ?? ''}
              disabled={!s.editable || update.isPending}
              onChange={(event) => update.mutate({ size: event.currentTarget.value || null })}
              data={[{ value: '', label: 'Not shown' }, ...COMPANY_SIZES.map((size) => ({ value: size, label: companySizeLabel(size) }))]}
            />
            {!s.editable && (
              <Text size="sm" c="dimmed">
                {COMPANY_PAGE_MSG.forbidden}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
