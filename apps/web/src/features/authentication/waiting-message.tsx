import { Group, Loader, Text } from '@mantine/core';

/** Spec 1 §2.1: each authentication route shows a waiting message while it works. */
export function WaitingMessage({ message }: { message: string }) {
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <Text>{message}</Text>
    </Group>
  );
}
