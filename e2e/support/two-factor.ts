import { expect, type Page } from '@playwright/test';

/**
 * The setup key the profile's Two-factor tab shows once set-up has started, as a person types it into their
 * authenticator app: read once the page shows it, since the key comes from the server after the click.
 */
export async function readSetupKey(page: Page): Promise<string> {
  const key = page.getByTestId('two-factor-setup-key');
  await expect(key).toHaveText(/^[A-Z2-7\s]{16,}$/);
  return (await key.innerText()).replace(/\s/g, '');
}
