/**
 * An import's columns may come in any order and other columns are ignored. Headers are matched without
 * regard to case or spaces ('  first name  ', 'First Name' and 'FIRSTNAME' are one column).
 */
export function normalizeHeader(header: string): string {
  return header.replace(/[\s\u00a0\u200b\ufeff]+/g, '').toLowerCase();
}

export interface ImportColumn<Key extends string> {
  key: Key;
  /** The header as the template writes it. */
  header: string;
  /** Other headers people write for the same column, already normalized. */
  aliases?: readonly string[];
  required: boolean;
}

export interface MatchedColumns<Key extends string> {
  /** The zero-based position of each column found. */
  positions: Partial<Record<Key, number>>;
  /** Required columns the header row lacks (by their template header). */
  missing: string[];
  /** Columns that appear twice: which one is meant cannot be told. */
  repeated: string[];
  /** Headers that match no column, with their positions: the caller decides whether they are extra or meaningful. */
  unmatched: { position: number; header: string }[];
}

export function matchColumns<Key extends string>(
  headers: readonly string[],
  columns: readonly ImportColumn<Key>[],
): MatchedColumns<Key> {
  const positions: Partial<Record<Key, number>> = {};
  const repeated: string[] = [];
  const unmatched: { position: number; header: string }[] = [];
  headers.forEach((header, position) => {
    const normalized = normalizeHeader(header);
    if (normalized === '') return;
    const column = columns.find(
      (candidate) => normalizeHeader(candidate.header) === normalized || candidate.aliases?.includes(normalized),
    );
    if (!column) {
      unmatched.push({ position, header: header.trim() });
      return;
    }
    if (positions[column.key] !== undefined) {
      if (!repeated.includes(column.header)) repeated.push(column.header);
      return;
    }
    positions[column.key] = position;
  });
  const missing = columns.filter((column) => column.required && positions[column.key] === undefined);
  return { positions, missing: missing.map((column) => column.header), repeated, unmatched };
}

/**
 * The user import columns (docs/product/imports-and-exports.md#user-import), in the order the template and the people
 * export write them.
 */
export const USER_IMPORT_COLUMNS = [
  { key: 'email', header: 'Email', aliases: ['emailaddress', 'e-mail'], required: true },
  { key: 'firstName', header: 'First name', aliases: ['forename', 'givenname'], required: true },
  { key: 'lastName', header: 'Last name', aliases: ['surname', 'familyname'], required: true },
  { key: 'team', header: 'Team', aliases: ['teamname'], required: false },
  { key: 'securityGroup', header: 'Security group', aliases: ['rolegroup', 'role'], required: false },
  { key: 'password', header: 'Password', required: false },
] as const satisfies readonly ImportColumn<string>[];
export type UserImportColumnKey = (typeof USER_IMPORT_COLUMNS)[number]['key'];

/** The assignment import: the person's email or driver PIN; every other column names an assessment. */
export const ASSIGNMENT_IMPORT_PERSON_COLUMN = {
  key: 'person',
  header: 'Email or PIN',
  aliases: ['email', 'pin', 'driverpin', 'uniquedriverpin', 'emailaddress'],
  required: true,
} as const satisfies ImportColumn<'person'>;
