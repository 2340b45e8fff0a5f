import { Tabs } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface EditorTabListProps<T extends string> {
  tabs: readonly T[];
  /** The tabs holding a problem: each shows a warning icon. */
  problemTabs: readonly T[];
  labelOf: (tab: T) => string;
  /** The warning icon's accessible name. */
  problemLabel: string;
}

/** The tab names of the assessment and question editors, a warning icon on each tab whose fields have a problem. */
export function EditorTabList<T extends string>({ tabs, problemTabs, labelOf, problemLabel }: EditorTabListProps<T>) {
  return (
    <Tabs.List>
      {tabs.map((name) => (
        <Tabs.Tab
          key={name}
          value={name}
          rightSection={
            problemTabs.includes(name) ? (
              <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-label={problemLabel} />
            ) : null
          }
        >
          {labelOf(name)}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
