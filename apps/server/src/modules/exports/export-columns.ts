import type { MessageKey } from '@roadmark/domain/messages';
import { isPinEntry } from '@roadmark/domain/pin';
import { type Cell, type SheetColumn, wallClockCell } from '../../platform/spreadsheets/spreadsheet-output.ts';
import type { ExportContext } from './export-context.ts';

/** A column of an export: its header and how a row's cell is read. */
export interface ExportColumn<Row> extends SheetColumn {
  cell: (row: Row) => Cell;
}

type Timestamp = Date | string | null | undefined;

/** A timestamp from a raw row (node-postgres gives a Date, PGlite may give text), or null. */
export function toDate(value: Timestamp): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A count or score from a raw row (bigint counts arrive as text), or null. */
export function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

export function textColumn<Row>(
  header: string,
  get: (row: Row) => string | null | undefined,
  width?: number,
): ExportColumn<Row> {
  return { header, ...(width ? { width } : {}), cell: (row) => get(row) ?? null };
}

export function numberColumn<Row>(
  header: string,
  get: (row: Row) => number | string | null | undefined,
  width?: number,
): ExportColumn<Row> {
  return { header, ...(width ? { width } : {}), cell: (row) => toNumber(get(row)) };
}

/** A moment in ISO 8601 UTC, which programs read back exactly. */
export function utcColumn<Row>(
  context: ExportContext,
  nameKey: MessageKey,
  get: (row: Row) => Timestamp,
): ExportColumn<Row> {
  return {
    header: context.t('exports.columns.utc', { name: context.t(nameKey) }),
    width: 26,
    cell: (row) => toDate(get(row))?.toISOString() ?? null,
  };
}

/** A moment as a clock in the request's time zone shows it, which people read (a date cell in a workbook). */
export function localColumn<Row>(
  context: ExportContext,
  nameKey: MessageKey,
  get: (row: Row) => Timestamp,
): ExportColumn<Row> {
  return {
    header: context.t('exports.columns.local', { name: context.t(nameKey) }),
    width: 18,
    wallClock: true,
    cell: (row) => {
      const date = toDate(get(row));
      return date ? wallClockCell(context.clock.at(date)) : null;
    },
  };
}

/**
 * Both columns for a moment people read (dates are stored in UTC and shown in the viewer's zone,
 * docs/product/screens.md#dates-and-languages).
 */
export function dateColumns<Row>(
  context: ExportContext,
  nameKey: MessageKey,
  get: (row: Row) => Timestamp,
): ExportColumn<Row>[] {
  return [utcColumn(context, nameKey, get), localColumn(context, nameKey, get)];
}

export function yesNoColumn<Row>(
  context: ExportContext,
  headerKey: MessageKey,
  get: (row: Row) => boolean | null | undefined,
): ExportColumn<Row> {
  const yes = context.t('exports.values.yes');
  const no = context.t('exports.values.no');
  return textColumn(context.t(headerKey), (row) => {
    const value = get(row);
    return value === null || value === undefined ? null : value ? yes : no;
  });
}

/** An account's address as people use it: a PIN account's login address is no mailbox, so it shows empty. */
export function visibleEmail(email: string | null | undefined, context: ExportContext): string | null {
  if (!email || isPinEntry(email, context.pinEmailDomain)) return null;
  return email;
}

/** A person as several exports name them. */
export interface PersonCells {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  team_name: string | null;
}

/** First name, Last name, Email (none for a PIN account) and Team: how the people exports begin. */
export function personColumns<Row extends PersonCells>(context: ExportContext): ExportColumn<Row>[] {
  const t = context.t;
  return [
    textColumn(t('exports.columns.firstName'), (row) => row.first_name, 18),
    textColumn(t('exports.columns.lastName'), (row) => row.last_name, 18),
    textColumn(t('exports.columns.email'), (row) => visibleEmail(row.email, context), 32),
    textColumn(t('exports.columns.team'), (row) => row.team_name, 20),
  ];
}
