import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../ui/page-title/use-page-title';

/** /study-thanks: the participant's responses are in and the window can be closed. */
export function StudyThanksPage() {
  const { t } = useTranslation('study');
  usePageTitle(t('thanks.title'));
  return (
    <Stack maw={520} mx="auto" mt="xl" gap="md">
      <Title order={1}>{t('thanks.title')}</Title>
      <Text>{t('thanks.text')}</Text>
    </Stack>
  );
}
