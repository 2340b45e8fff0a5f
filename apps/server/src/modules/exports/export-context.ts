import { idSchema } from '@roadmark/domain/ids';
import { type Locale, type MessageKey, translateMessage } from '@roadmark/domain/messages';
import { z } from 'zod';
import type { DateOrder } from '../../platform/spreadsheets/spreadsheet-output.ts';
import { isTimeZone, WallClock } from '../../platform/spreadsheets/wall-clock.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';

export type ExportFormat = 'xlsx' | 'csv';

/** What an export is asked: who asks, the query string's parameters as its input, the database, and the language. */
export type ExportRequest = UseCaseCall<unknown, { locale: Locale; pinEmailDomain: string }>;

/** How one export is written: the file format, the reader's language and the time zone of the local-time columns. */
export interface ExportContext {
  format: ExportFormat;
  locale: Locale;
  dateOrder: DateOrder;
  clock: WallClock;
  pinEmailDomain: string;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
}

const DATE_ORDERS: Record<Locale, DateOrder> = { 'en-GB': 'dmy', 'en-US': 'mdy' };

/** A query parameter sent empty (`?subscriptionTeamId=`) counts as not sent. */
function blankAsAbsent(value: unknown): unknown {
  return value === '' ? undefined : value;
}

export function optionalParam<S extends z.ZodType>(schema: S) {
  return z.preprocess(blankAsAbsent, schema.optional());
}

/** A required id: absent reads as `missingKey`, anything but a UUID as the id message. */
export function requiredId(missingKey: MessageKey) {
  return z.preprocess(blankAsAbsent, z.string({ message: missingKey }).pipe(idSchema));
}

export const optionalId = optionalParam(idSchema);

/** The parameters every export takes: the file format (xlsx unless told) and the reader's IANA time zone (UTC). */
const commonShape = {
  format: optionalParam(z.enum(['xlsx', 'csv'], { message: 'exports.formatInvalid' })),
  timeZone: optionalParam(
    z.string({ message: 'exports.timeZoneInvalid' }).refine(isTimeZone, 'exports.timeZoneInvalid'),
  ),
};

/**
 * The export's own query parameters together with the common ones, checked in one pass so every mistake is
 * reported at once (BAD_USER_INPUT naming each parameter); unknown parameters are ignored.
 */
export function parseExportQuery<Shape extends z.ZodRawShape>(request: ExportRequest, shape: Shape) {
  const parsed = parseInput(z.object({ ...commonShape, ...shape }), request.input ?? {});
  const common = parsed as { format?: ExportFormat; timeZone?: string };
  const context: ExportContext = {
    format: common.format ?? 'xlsx',
    locale: request.locale,
    dateOrder: DATE_ORDERS[request.locale],
    clock: new WallClock(common.timeZone ?? 'UTC'),
    pinEmailDomain: request.pinEmailDomain,
    t: (key, params) => translateMessage(key, params, request.locale),
  };
  return { params: parsed as z.output<z.ZodObject<Shape>>, context };
}
