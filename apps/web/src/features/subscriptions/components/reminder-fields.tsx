import { Fieldset, NumberInput, Stack, Switch } from '@mantine/core';
import { REMINDER_DAYS_BEFORE_DUE_MAX } from '@roadmark/domain/reminders';
import { useTranslation } from 'react-i18next';
import type { SubscriptionForm } from '../subscription-form-values';

/** The daily automatic reminders of assignments due soon or overdue, and how far ahead they start. */
export function ReminderFields({ form }: { form: SubscriptionForm }) {
  const { t } = useTranslation('subscriptions');
  const enabled = form.getValues().automaticReminders;
  return (
    <Fieldset legend={t('form.reminders.legend')}>
      <Stack gap="sm">
        <Switch
          label={t('form.reminders.automaticReminders')}
          description={t('form.reminders.automaticRemindersHelp')}
          {...form.getInputProps('automaticReminders', { type: 'checkbox' })}
        />
        {enabled && (
          <NumberInput
            label={t('form.reminders.reminderDaysBeforeDue')}
            description={t('form.reminders.reminderDaysBeforeDueHelp')}
            min={1}
            max={REMINDER_DAYS_BEFORE_DUE_MAX}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('reminderDaysBeforeDue')}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
