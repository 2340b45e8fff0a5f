import { List, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../ui/page-title/use-page-title';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** The legal pages open at the top even when reached from the footer of a long page. */
export function useScrollToTop() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}

/** A static legal text held in the `legal` namespace under `documentKey`: title, intro and sections. */
export function LegalDocument({ documentKey }: { documentKey: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  usePageTitle(t(`${documentKey}.title`));
  useScrollToTop();
  const intro = t(`${documentKey}.intro`, { returnObjects: true }) as string[];
  const sections = t(`${documentKey}.sections`, { returnObjects: true }) as LegalSection[];
  return (
    <Stack component="article" maw={820} gap="md">
      <Title order={1}>{t(`${documentKey}.title`)}</Title>
      {intro.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {sections.map((section) => (
        <LegalSectionView key={section.heading} section={section} />
      ))}
    </Stack>
  );
}

export function LegalSectionView({ section }: { section: LegalSection }) {
  return (
    <Stack component="section" gap="xs">
      <Title order={2} size="h3">
        {section.heading}
      </Title>
      {section.paragraphs?.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {section.items && (
        <List spacing={4}>
          {section.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
