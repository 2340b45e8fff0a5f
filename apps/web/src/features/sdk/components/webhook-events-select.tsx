import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { sortWebhookEvents, WEBHOOK_EVENTS } from '@roadmark/domain/integrations/webhook-events';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface WebhookEventsSelectProps
  extends Pick<MultiSelectProps, 'error' | 'onBlur' | 'onFocus' | 'required' | 'description'> {
  value: string[];
  onChange: (events: string[]) => void;
}

/** Whether the open dropdown has an option highlighted, which Enter would then pick. */
function hasHighlightedOption(input: HTMLInputElement): boolean {
  const listId = input.getAttribute('aria-controls');
  const list = listId ? input.ownerDocument.getElementById(listId) : null;
  return !!list?.querySelector('[data-combobox-selected]');
}

/**
 * 'Events to trigger webhook': the 12 events, kept sorted. The dropdown opens and closes on a
 * click, Space (Mantine's own for a non-searchable select), Arrow Up/Down (open; then they move through the
 * events), Escape (close) and Enter: Mantine leaves Enter to the form, so here Enter opens the closed dropdown, picks
 * the highlighted event in an open one, and closes one with nothing highlighted. Enter never submits the form.
 */
export function WebhookEventsSelect({ value, onChange, ...inputProps }: WebhookEventsSelectProps) {
  const { t } = useTranslation('sdk');
  const [opened, setOpened] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    if (!opened) {
      event.preventDefault();
      setOpened(true);
    } else if (!hasHighlightedOption(event.currentTarget)) {
      event.preventDefault();
      setOpened(false);
    }
  };

  return (
    <MultiSelect
      label={t('webhook.events')}
      placeholder={value.length === 0 ? t('webhook.eventsPlaceholder') : undefined}
      data={WEBHOOK_EVENTS}
      value={value}
      onChange={(events) => onChange(sortWebhookEvents(events))}
      dropdownOpened={opened}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      onKeyDown={onKeyDown}
      maxDropdownHeight={320}
      {...inputProps}
    />
  );
}
