import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

interface PersonNameFieldsProps {
  firstNameProps: GetInputPropsReturnType;
  lastNameProps: GetInputPropsReturnType;
}

/** First and last name, required, as every account form that creates a profile asks for them. */
export function PersonNameFields({ firstNameProps, lastNameProps }: PersonNameFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextInput label={t('fields.firstName')} autoComplete="given-name" required {...firstNameProps} />
      <TextInput label={t('fields.lastName')} autoComplete="family-name" required {...lastNameProps} />
    </>
  );
}
