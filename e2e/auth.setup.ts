import { test as setup } from '@playwright/test';
import { ADMIN_STATE_PATH } from './support/admin.ts';
import { signIn } from './support/sign-in.ts';

// Signs in once per run; the 'chromium' project starts every test from this state (session cookie included).
setup('sign in as the seeded administrator', async ({ page }) => {
  await signIn(page);
  await page.context().storageState({ path: ADMIN_STATE_PATH });
});
