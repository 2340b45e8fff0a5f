import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { type Locale, SUPPORTED_LOCALES } from '@roadmark/domain/messages';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n';

export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const current = SUPPORTED_LOCALES.find((l) => l === i18n.language) ?? SUPPORTED_LOCALES[0];
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" leftSection={<IconLanguage size={18} aria-hidden />}>
          <VisuallyHidden>{t('language.label')}: </VisuallyHidden>
          {current}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {SUPPORTED_LOCALES.map((locale: Locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => void changeLocale(locale)}
            rightSection={locale === current ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={locale === current ? 'true' : undefined}
          >
            {t(`language.${locale}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
