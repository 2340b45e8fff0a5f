import { Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import { type Locale, SUPPORTED_LOCALES } from '@roadmark/domain/messages';
import { IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The language on screen, as one of the offered locales. */
export function useCurrentLocale(): Locale {
  const { i18n } = useTranslation('common');
  return SUPPORTED_LOCALES.find((l) => l === i18n.language) ?? SUPPORTED_LOCALES[0];
}

/** The language menu's button: "Change language: en-GB". */
export function LanguageButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('common');
  return (
    <Button variant="subtle" size="compact-sm" leftSection={<IconLanguage size={18} aria-hidden />} {...props}>
      <VisuallyHidden>{t('language.label')}: </VisuallyHidden>
      {useCurrentLocale()}
    </Button>
  );
}
