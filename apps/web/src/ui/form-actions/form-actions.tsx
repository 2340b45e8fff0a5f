import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FormActionsProps {
  saving: boolean;
  onCancel: () => void;
  /** Disables Save, e.g. while the record loads. */
  disabled?: boolean;
  saveLabel?: string;
}

/** Save (a submit button reading 'Saving...' while working) and Cancel, at the foot of a form. */
export function FormActions({ saving, onCancel, disabled = false, saveLabel }: FormActionsProps) {
  const { t } = useTranslation('listPage');
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('formActions.cancel')}
      </Button>
      <Button type="submit" disabled={saving || disabled}>
        {saving ? t('formActions.saving') : (saveLabel ?? t('formActions.save'))}
      </Button>
    </Group>
  );
}
