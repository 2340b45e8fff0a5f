import { useId as useReactId } from 'react';

/**
 * What every Mantine component gets when it asks `@mantine/hooks` for an id (build-plugins/mantine-react-ids.ts
 * puts it in place of Mantine's own): the id given, or one made from React's `useId`, which is unique within the
 * app's single root and stable for as long as the component is mounted. Mantine's own first renders with React's
 * id and then sets a random one in a layout effect, which draws every input, label and menu a second time,
 * synchronously, just after a page first appears.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`;
}
