import { DEFAULT_PIN_EMAIL_DOMAIN } from '@roadmark/domain/pin';
import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { randomPin } from '../src/modules/accounts/generate-unique-driver-pin.ts';
import { users } from '../src/modules/accounts/user.table.ts';
import { profiles } from '../src/modules/people/profile.table.ts';
import type { Database } from '../src/platform/db/database.ts';
import type { BuiltUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET an export as `who` (signed out when null), with extra request headers. */
export function download(app: TestApp, url: string, who: BuiltUser | null, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { ...(who ? { cookie: who.cookie } : {}), ...headers } });
}

/** A cell as a test compares it: text, number, Date, or null for an empty cell. */
export type CellValue = string | number | Date | null;

function plain(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  throw new Error(`unexpected cell value ${JSON.stringify(value)}`);
}

/** Every worksheet of a downloaded workbook by name, each as rows of cells (trailing empty cells left out). */
export async function workbookSheets(body: Buffer): Promise<Map<string, CellValue[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheets = new Map<string, CellValue[][]>();
  workbook.eachSheet((worksheet) => {
    const rows: CellValue[][] = [];
    worksheet.eachRow({ includeEmpty: true }, (row) => {
      const values = Array.from((row.values as ExcelJS.CellValue[]).slice(1), plain);
      while (values.length > 0 && values.at(-1) === null) values.pop();
      rows.push(values);
    });
    sheets.set(worksheet.name, rows);
  });
  return sheets;
}

/** The rows of a workbook's only (or named) worksheet. */
export async function workbookRows(body: Buffer, sheet?: string): Promise<CellValue[][]> {
  const sheets = await workbookSheets(body);
  const rows = sheet ? sheets.get(sheet) : [...sheets.values()][0];
  if (!rows) throw new Error(`no worksheet ${sheet ?? ''} in ${[...sheets.keys()].join(', ')}`);
  return rows;
}

/** The records of a downloaded CSV (its byte order mark checked and removed). */
export function csvRecords(body: Buffer): string[][] {
  const text = body.toString('utf8');
  if (!text.startsWith('\ufeff')) throw new Error('the CSV has no byte order mark');
  return parse(text.slice(1), { relax_column_count: false }) as string[][];
}

/** An RFC 9457 problem answer's status, code and detail. */
export function problemOf(response: { statusCode: number; json: () => Record<string, unknown> }) {
  const body = response.json();
  return { status: response.statusCode, code: body.code, detail: body.detail };
}

export interface PersonValues {
  subscriptionId: string;
  firstName: string;
  lastName: string;
  /** Without one, a PIN account ({pin}@pins.roadmark.local). */
  email?: string;
  pin?: string;
  roleGroup?: RoleGroupName;
  subscriptionTeamId?: string | null;
  createdAt?: Date;
  archived?: boolean;
}

/** A person as the people screens make one: an account (email or PIN) and a profile, with the given details. */
export async function buildPerson(db: Database, values: PersonValues): Promise<{ userId: string; pin: string }> {
  const userId = crypto.randomUUID();
  const pin = values.pin ?? randomPin();
  const email = values.email ?? `${pin}@${DEFAULT_PIN_EMAIL_DOMAIN}`.toLowerCase();
  const createdAt = values.createdAt ?? new Date();
  await db.insert(users).values({
    id: userId,
    userName: email,
    email,
    normalizedEmail: email.toLowerCase(),
    emailConfirmed: true,
    roleGroupId: roleGroupByName(values.roleGroup ?? RoleGroupName.Driver).id,
    subscriptionId: values.subscriptionId,
    archived: values.archived ?? false,
    createdAt,
  });
  await db.insert(profiles).values({
    id: crypto.randomUUID(),
    userId,
    subscriptionId: values.subscriptionId,
    firstName: values.firstName,
    lastName: values.lastName,
    uniqueDriverPin: pin,
    subscriptionTeamId: values.subscriptionTeamId ?? null,
    createdAt,
  });
  return { userId, pin };
}
