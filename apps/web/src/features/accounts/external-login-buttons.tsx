import { Button, Divider, Stack } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../lib/api-post';

export const EXTERNAL_SCHEMES_PATH = '/api/account/getExternalAuthenticationSchemes';

export interface ExternalScheme {
  name: string;
  displayName: string;
}

/** The sign-in providers the server is set up with; none until they arrive, or if asking fails. */
export function useExternalSchemes(): ExternalScheme[] {
  const [schemes, setSchemes] = useState<ExternalScheme[]>([]);
  useEffect(() => {
    let current = true;
    apiGet<ExternalScheme[]>(EXTERNAL_SCHEMES_PATH)
      .then((served) => {
        if (current && Array.isArray(served)) setSchemes(served);
      })
      .catch(() => {
        // Without the list the page still offers email sign-in, which is all a failed call leaves us.
      });
    return () => {
      current = false;
    };
  }, []);
  return schemes;
}

/**
 * One button per external provider (docs/product/accounts.md#other-providers). Each is a plain form submission, because
 * the browser itself has to follow the server's redirect to the provider.
 */
export function ExternalLoginButtons({ returnUrl }: { returnUrl: string }) {
  const { t } = useTranslation('account');
  const schemes = useExternalSchemes();
  if (schemes.length === 0) return null;
  return (
    <Stack gap="sm" mt="md">
      <Divider label={t('external.or')} labelPosition="center" />
      {schemes.map((scheme) => (
        <form
          key={scheme.name}
          method="post"
          action={`/api/account/startExternalLogin?${new URLSearchParams({ provider: scheme.name, returnUrl: returnUrl || '/' })}`}
        >
          <Button type="submit" variant="default" fullWidth leftSection={<IconLogin2 size={18} aria-hidden />}>
            {t('external.signInWith', { provider: scheme.displayName })}
          </Button>
        </form>
      ))}
    </Stack>
  );
}
