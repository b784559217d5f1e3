import { Button, CopyButton, Group, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useMyCompanyPage } from './hooks';
import { COMPANY_PAGE_TEXT, embedSnippet, type EmbedTheme } from './texts';

/**
 * 'Show your jobs on your site', on the company dashboard for its admins: the iframe code of the company's embeddable
 * list, light or dark, with a copy button. Nothing for members, or while the page is hidden or has no address.
 * `origin`: the site's public address, which the code names.
 */
export function EmbedSnippetCard({ origin }: { origin: string }) {
  const settings = useMyCompanyPage();
  const [theme, setTheme] = useState<EmbedTheme>('light');
  const s = settings.data;
  if (!s?.editable || !s.slug || !s.visible) return null;
  const code = embedSnippet(origin, s.slug, theme);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="embed-snippet" data-testid="embed-snippet">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="embed-snippet">
          {COMPANY_PAGE_TEXT.embedTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {COMPANY_PAGE_TEXT.embedIntro}
        </Text>
        <SegmentedControl
          aria-label="Colours"
          w="fit-content"
          value={theme}
          onChange={(value) => setTheme(value as EmbedTheme)}
          data={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
        />
        {/* As tall as the code, by the browser's own field sizing (four rows where it has none): not autosize, whose
            measuring was the dashboard's costliest step as it went live. */}
        <Textarea
          label="Code for your site"
          value={code}
          readOnly
          rows={4}
          resize="vertical"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fieldSizing: 'content' } }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group gap="sm">
          <CopyButton value={code}>
            {({ copied, copy }) => (
              <Button onClick={copy} variant={copied ? 'light' : 'filled'} size="sm">
                {copied ? 'Copied' : 'Copy code'}
              </Button>
            )}
          </CopyButton>
          <Button component="a" href={`/embed/companies/${s.slug}${theme === 'dark' ? '?theme=dark' : ''}`} target="_blank" rel="noopener" variant="subtle" size="sm">
            Preview
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
