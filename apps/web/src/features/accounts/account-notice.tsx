import { Alert } from '@mantine/core';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface AccountNoticeProps {
  /** 'email': the user has to act on an email; 'success': the thing is done. */
  kind: 'email' | 'success';
  children: ReactNode;
}

/** A success notice (docs/product/errors.md#success-notices), announced to screen readers. */
export function AccountNotice({ kind, children }: AccountNoticeProps) {
  const Icon = kind === 'success' ? IconCircleCheck : IconMail;
  return (
    <Alert color={kind === 'success' ? 'green' : 'roadmark'} variant="light" role="status" icon={<Icon aria-hidden />}>
      {children}
    </Alert>
  );
}
