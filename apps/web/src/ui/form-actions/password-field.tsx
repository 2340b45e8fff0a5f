import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password input that is marked invalid while it shows an error. Mantine's PasswordInput links its error text
 * but, unlike TextInput, leaves aria-invalid unset, so assistive technology would not announce the field as wrong.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput {...props} aria-invalid={!!props.error} />;
}
