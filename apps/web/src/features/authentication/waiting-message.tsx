import { Group, Loader, Text } from '@mantine/core';

/** Each authentication route (docs/product/accounts.md#pages) shows a waiting message while it works. */
export function WaitingMessage({ message }: { message: string }) {
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <Text>{message}</Text>
    </Group>
  );
}
