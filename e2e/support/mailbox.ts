import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_STATE_PATH } from './admin.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { ListPage } from './list-page.ts';

export const MAILBOX_PATH = '/administration/mailbox';

/** Subjects of the account emails (apps/server/src/locales/en-GB/email.json). */
export const EMAIL_SUBJECTS = {
  confirmEmail: 'Confirm your email for Roadmark',
  resetPassword: 'Reset your Roadmark password',
} as const;

export interface ReadLinkOptions {
  /** How many messages of this subject to this address to wait for; the newest is read. Defaults to 1. */
  count?: number;
  /** Scan the mailbox page and the open message for accessibility problems. */
  scan?: boolean;
}

/**
 * The kept-mail page (/administration/mailbox) as the administrator sees it, in a browser context of its own, so the
 * person under test stays signed out in theirs. The server has no SMTP_URL in the e2e run, so every email lands here.
 */
export class Mailbox {
  readonly list: ListPage;

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    this.list = new ListPage(page, MAILBOX_PATH, 'Mailbox');
  }

  static async open(browser: Browser, baseURL: string | undefined): Promise<Mailbox> {
    const context = await browser.newContext({ storageState: ADMIN_STATE_PATH, baseURL });
    return new Mailbox(context, await context.newPage());
  }

  async close(): Promise<void> {
    await this.context.close();
  }

  /** The messages listed with this subject, in either view (the subject is each message's button). */
  messages(subject: string): Locator {
    return this.page.getByRole('main').getByRole('button', { name: subject, exact: true });
  }

  /**
   * Shows the messages to `to`, reloading until `count` of them carry `subject`. The outbox worker delivers within
   * a poll interval, so the message may not be there on the first look. The list does not refresh by itself, so
   * each load gets one short look; the loads themselves take seconds on a busy machine, hence the long overall wait.
   */
  async waitForMessages(to: string, subject: string, count = 1): Promise<void> {
    await expect(async () => {
      await this.list.open(to);
      await this.list.waitUntilLoaded();
      await expect(this.messages(subject)).toHaveCount(count, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  }

  /**
   * Waits for the email, opens the newest one and returns its link as a path and query on this site: the server
   * writes its PUBLIC_URL (http://localhost:{port} by default) into links, which is another origin than the
   * 127.0.0.1 the suite browses, so only the path and query are kept.
   */
  async readLink(to: string, subject: string, options: ReadLinkOptions = {}): Promise<string> {
    await this.waitForMessages(to, subject, options.count ?? 1);
    if (options.scan) await expectNoSeriousA11yViolations(this.page);
    await this.messages(subject).first().click();
    const dialog = this.page.getByRole('dialog', { name: subject });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(to, { exact: true })).toBeVisible();
    const link = dialog.getByRole('link');
    await expect(link).toHaveCount(1);
    const href = await link.getAttribute('href');
    expect(href, 'the emailed link').toMatch(/^https?:\/\//);
    // The link text is the address itself.
    await expect(link).toHaveText(href ?? '');
    if (options.scan) await expectNoSeriousA11yViolations(this.page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    const url = new URL(href ?? '');
    return url.pathname + url.search;
  }
}
