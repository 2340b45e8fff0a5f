import { Fieldset, NumberInput, Stack, Switch } from '@mantine/core';
import { MAX_USERS_LIMIT } from '@roadmark/domain/subscription';
import { useTranslation } from 'react-i18next';
import type { SubscriptionForm } from '../subscription-form-values';

/** Turning the limit on reveals the maximum, where 0 means unlimited. */
export function UserLimitFields({ form }: { form: SubscriptionForm }) {
  const { t } = useTranslation('subscriptions');
  const restricted = form.getValues().restrictMaxUsers;
  return (
    <Fieldset legend={t('form.userLimit.legend')}>
      <Stack gap="sm">
        <Switch
          label={t('form.userLimit.restrictMaxUsers')}
          description={t('form.userLimit.restrictMaxUsersHelp')}
          {...form.getInputProps('restrictMaxUsers', { type: 'checkbox' })}
        />
        {restricted && (
          <NumberInput
            label={t('form.userLimit.maxUsers')}
            description={t('form.userLimit.maxUsersHelp')}
            min={0}
            max={MAX_USERS_LIMIT}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('maxUsers')}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
