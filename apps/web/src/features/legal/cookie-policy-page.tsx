import { List, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { type LegalSection, LegalSectionView, useScrollToTop } from './legal-document';

interface CookieKind {
  name: string;
  description: string;
}

interface CookieRow {
  name: string;
  purpose: string;
  moreInformation: string;
}

/**
 * The cookie policy (docs/product/screens.md#legal-pages): explanation, the four kinds of cookie, and the table of
 * cookies this site sets.
 */
export function CookiePolicyPage() {
  const { t } = useTranslation('legal');
  usePageTitle(t('cookies.title'));
  useScrollToTop();
  const intro = t('cookies.intro', { returnObjects: true }) as string[];
  const kinds = t('cookies.kinds', { returnObjects: true }) as CookieKind[];
  const rows = t('cookies.table.rows', { returnObjects: true }) as CookieRow[];
  const after = t('cookies.sections', { returnObjects: true }) as LegalSection[];
  return (
    <Stack component="article" maw={820} gap="md">
      <Title order={1}>{t('cookies.title')}</Title>
      {intro.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      <Stack component="section" gap="xs">
        <Title order={2} size="h3">
          {t('cookies.kindsHeading')}
        </Title>
        <List spacing="xs">
          {kinds.map((kind) => (
            <List.Item key={kind.name}>
              <Text span fw={700}>
                {kind.name}.
              </Text>{' '}
              {kind.description}
            </List.Item>
          ))}
        </List>
      </Stack>
      <Stack component="section" gap="xs">
        <Title order={2} size="h3">
          {t('cookies.table.heading')}
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder verticalSpacing="sm">
            <Table.Caption>{t('cookies.table.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('cookies.table.name')}</Table.Th>
                <Table.Th scope="col">{t('cookies.table.purpose')}</Table.Th>
                <Table.Th scope="col">{t('cookies.table.moreInformation')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.name}>
                  <Table.Th scope="row">
                    <Text span ff="monospace" size="sm">
                      {row.name}
                    </Text>
                  </Table.Th>
                  <Table.Td>{row.purpose}</Table.Td>
                  <Table.Td>{row.moreInformation}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text fw={500}>{t('cookies.noThirdParty')}</Text>
      </Stack>
      {after.map((section) => (
        <LegalSectionView key={section.heading} section={section} />
      ))}
    </Stack>
  );
}
