import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The server sends this on to the website its configuration names (WEBSITE_URL in the README). */
export const COMPANY_SITE_URL = '/api/website';

const LEGAL_LINKS = [
  { to: '/terms-and-conditions', label: 'footer.terms' },
  { to: '/privacy-policy', label: 'footer.privacy' },
  { to: '/cookie-policy', label: 'footer.cookies' },
] as const;

export function AppFooter() {
  const { t } = useTranslation('common');
  return (
    <Group justify="space-between" gap="sm" px="md" py="sm">
      <nav aria-label={t('footer.label')}>
        <Group gap="md">
          <Anchor href={COMPANY_SITE_URL} target="_blank" rel="noopener noreferrer" size="sm">
            {t('footer.companySite')}
            <VisuallyHidden> {t('footer.companySiteHint')}</VisuallyHidden>
          </Anchor>
          {LEGAL_LINKS.map(({ to, label }) => (
            <Anchor key={to} component={Link} to={to} size="sm">
              {t(label)}
            </Anchor>
          ))}
        </Group>
      </nav>
      <Text size="sm" c="dimmed">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Group>
  );
}
