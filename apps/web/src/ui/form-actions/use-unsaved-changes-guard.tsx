import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Blocker, useBlocker } from 'react-router';

export interface UnsavedChangesGuard {
  /** Lets the next navigation through without asking: call it just before leaving after a successful save. */
  release: () => void;
  /** The 'Leave without saving?' dialog; render it anywhere in the form. */
  prompt: ReactNode;
}

/**
 * Asks before an editor with unsaved changes is left: by its Cancel button, a menu link or Back (an in-app
 * navigation, held until the person answers) and by closing or reloading the tab (the browser's own question).
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  // A ref, not state: the save's own navigation happens in the same tick as the release.
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !released.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { release, prompt: <LeavePrompt blocker={blocker} /> };
}

function LeavePrompt({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('listPage');
  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t('unsavedChanges.title')}
      withCloseButton={false}
      centered
    >
      <Text>{t('unsavedChanges.message')}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('unsavedChanges.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('unsavedChanges.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
