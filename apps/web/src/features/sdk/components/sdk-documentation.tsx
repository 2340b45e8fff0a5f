import { Anchor, Code, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';

/** The interactive GraphQL playground and the REST documentation, each opened in a new tab. */
export const GRAPHQL_PLAYGROUND_PATH = '/api/graphql-playground/index.html';
export const REST_DOCUMENTATION_PATH = '/api/rest/v1.0/swagger/index.html';

function NewTabLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation('sdk');
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
        {children}
        <IconExternalLink size={14} aria-hidden />
      </Group>
      <VisuallyHidden> {t('overview.newTab')}</VisuallyHidden>
    </Anchor>
  );
}

/** How to call the API and what webhooks send, signing included (docs/product/integrations.md). */
export function SdkDocumentation() {
  const { t } = useTranslation('sdk');
  const code = { code: <Code /> };
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('overview.docsHeading')}
      </Title>
      <Text size="sm">
        <Trans t={t} i18nKey="overview.docsApiKey" components={code} />
      </Text>
      <Text size="sm">{t('overview.docsOwnKey')}</Text>
      <Text size="sm">
        <Trans t={t} i18nKey="overview.docsWebhooks" components={code} />
      </Text>
      <Group gap="lg">
        <NewTabLink href={GRAPHQL_PLAYGROUND_PATH}>{t('overview.playground')}</NewTabLink>
        <NewTabLink href={REST_DOCUMENTATION_PATH}>{t('overview.restDocs')}</NewTabLink>
      </Group>
    </Stack>
  );
}
