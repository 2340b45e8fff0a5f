import { Button, type ButtonProps } from '@mantine/core';

export interface SubmitButtonProps extends ButtonProps {
  busy: boolean;
  label: string;
  /** Shown while the form is being sent, e.g. 'Saving...'. */
  busyLabel: string;
}

/** A form's submit button that says what it is doing while the request runs. */
export function SubmitButton({ busy, label, busyLabel, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" loading={busy} loaderProps={{ type: 'dots' }} {...props}>
      {busy ? busyLabel : label}
    </Button>
  );
}
