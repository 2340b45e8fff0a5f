import { expect, type Locator, type Page } from '@playwright/test';

export type ListView = 'Cards' | 'Table';

/** The shared list screen (apps/web/src/ui/list-page), driven through its visible labels. */
export class ListPage {
  constructor(
    readonly page: Page,
    /** e.g. '/administration/tags' */
    readonly path: string,
    /** The page heading, also the table's accessible name, e.g. 'Tags'. */
    readonly title: string,
  ) {}

  async open(search?: string): Promise<void> {
    await this.page.goto(search === undefined ? this.path : `${this.path}?${new URLSearchParams({ search })}`);
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === this.path);
    await expect(this.page.getByRole('heading', { level: 1, name: this.title })).toBeVisible();
  }

  /** Resolves once the list has loaded: items, or one of the empty-state messages. */
  async waitUntilLoaded(): Promise<void> {
    const main = this.page.getByRole('main');
    await expect(
      main
        .getByRole('listitem')
        .or(main.getByRole('table', { name: this.title }))
        .or(main.getByText(/^Sorry there (is nothing to show you here yet\.|were no matches for ")/))
        .first(),
    ).toBeVisible();
  }

  /** The list shows its items in cards, or says it has none yet (each run starts from a new database). */
  async expectCardsOrNothingYet(): Promise<void> {
    const main = this.page.getByRole('main');
    await expect(
      main.getByRole('listitem').first().or(main.getByText('Sorry there is nothing to show you here yet.')),
    ).toBeVisible();
  }

  get searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search' });
  }

  get addLink(): Locator {
    return this.page.getByRole('link', { name: 'Add', exact: true });
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: this.title });
  }

  /** The card (cards view) showing an item of this name. */
  card(name: string): Locator {
    return this.page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** The table row (table view) of an item of this name. */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** The item in whichever view is showing. */
  item(name: string): Locator {
    return this.card(name).or(this.row(name));
  }

  viewOption(view: ListView): Locator {
    return this.page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name: view });
  }

  async chooseView(view: ListView): Promise<void> {
    // The radio input is visually hidden behind its label, as in any segmented control: click the label.
    await this.page.getByRole('radiogroup', { name: 'View' }).getByText(view, { exact: true }).click();
    await expect(this.viewOption(view)).toBeChecked();
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
    // The box writes to the address after a short pause; the list follows the address.
    await expect.poll(() => new URL(this.page.url()).searchParams.get('search') ?? '').toBe(text);
  }

  async openMoreActions(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `More actions for ${name}` }).click();
  }

  async startDelete(name: string): Promise<void> {
    await this.openMoreActions(name);
    await this.page.getByRole('menuitem', { name: 'Delete' }).click();
  }
}
