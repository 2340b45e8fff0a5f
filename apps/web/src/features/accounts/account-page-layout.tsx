import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../ui/page-title/use-page-title';

interface AccountPageLayoutProps {
  title: string;
  /** The h1, when it differs from the page title (e.g. it follows the outcome). */
  heading?: string;
  children: ReactNode;
}

/** The narrow centred column every account page uses, with its page title and one h1. */
export function AccountPageLayout({ title, heading, children }: AccountPageLayoutProps) {
  usePageTitle(title);
  return (
    <Stack maw={420} mx="auto" mt="xl" gap="md">
      <Title order={1}>{heading ?? title}</Title>
      {children}
    </Stack>
  );
}
