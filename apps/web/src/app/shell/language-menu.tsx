import { Menu } from '@mantine/core';
import { type Locale, SUPPORTED_LOCALES } from '@roadmark/domain/messages';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n';
import { LanguageButton, useCurrentLocale } from './language-button';

export function LanguageMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation('common');
  const current = useCurrentLocale();
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false} defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton />
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
