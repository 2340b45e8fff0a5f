import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or its first data loads. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Center py="xl">
      <Loader role="status" aria-label={label ?? t('loading')} />
    </Center>
  );
}
