import { emailSchema, firstNameSchema, lastNameSchema } from '@roadmark/domain/account-forms';
import { normalizeHeader } from '@roadmark/domain/imports/import-columns';
import type { MessageKey } from '@roadmark/domain/messages';
import { DEFAULT_PASSWORD_RULES, passwordProblems } from '@roadmark/domain/password-rules';
import { isPinEntry } from '@roadmark/domain/pin';
import { mayBePinOnly } from '@roadmark/domain/pin-only';
import { ROLE_GROUPS } from '@roadmark/domain/roles';
import type { z } from 'zod';
import { normalizeEmail } from '../accounts/find-user.ts';
import { failedRow, type ImportMessage, type ImportRowResult, importMessage } from './import-result.ts';
import { nameKey, personOf, type UserImportRow } from './user-import-rows.ts';

/** What the planning needs to know of the subscription and of the people already on the platform. */
export interface UserImportContext {
  subscriptionId: string;
  pinEmailDomain: string;
  defaultRoleGroupId: string;
  defaultTeamId: string | null;
  /** Groups the importer may give people here, by id. */
  grantableRoleGroupIds: ReadonlySet<string>;
  /** Live teams of the subscription by their name lower-cased. */
  teamIdsByName: ReadonlyMap<string, string>;
  /** Live accounts with an email the file holds: the subscription each is in. */
  subscriptionOfEmail: ReadonlyMap<string, string>;
  /** Names (nameKey) of the subscription's live PIN people that the file also names. */
  pinPeopleNames: ReadonlySet<string>;
}

export interface PlannedUser {
  rowNumber: number;
  person: string;
  /** Normalized; null makes a PIN account. */
  email: string | null;
  firstName: string;
  lastName: string;
  roleGroupId: string;
  subscriptionTeamId: string | null;
  password: string | null;
}

export type PlannedUserRow = { create: PlannedUser } | { result: ImportRowResult };

function problem(schema: z.ZodType, value: string): ImportMessage | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : importMessage(parsed.error.issues[0]!.message as MessageKey);
}

function roleGroupOf(row: UserImportRow, context: UserImportContext): { id?: string; message?: ImportMessage } {
  if (row.securityGroup === '') return { id: context.defaultRoleGroupId };
  const group = ROLE_GROUPS.find((candidate) => normalizeHeader(candidate.name) === normalizeHeader(row.securityGroup));
  const grantable = ROLE_GROUPS.filter((candidate) => context.grantableRoleGroupIds.has(candidate.id));
  if (!group) {
    const groups = grantable.map((candidate) => candidate.name).join(', ');
    return { message: importMessage('imports.securityGroupNotFound', { group: row.securityGroup, groups }) };
  }
  if (!context.grantableRoleGroupIds.has(group.id)) {
    return { message: importMessage('imports.securityGroupNotAllowed', { group: row.securityGroup }) };
  }
  return { id: group.id };
}

function teamOf(row: UserImportRow, context: UserImportContext): { id?: string | null; message?: ImportMessage } {
  if (row.team === '') return { id: context.defaultTeamId };
  const id = context.teamIdsByName.get(row.team.toLowerCase());
  return id ? { id } : { message: importMessage('imports.teamNotFound', { team: row.team }) };
}

function rowProblems(row: UserImportRow, context: UserImportContext) {
  const messages: ImportMessage[] = row.unresolvedFormulas.map((cell) =>
    importMessage('imports.formulaWithoutValue', { cell }),
  );
  for (const found of [problem(firstNameSchema, row.firstName), problem(lastNameSchema, row.lastName)]) {
    if (found) messages.push(found);
  }
  if (row.email !== '') {
    const invalid = problem(emailSchema, row.email);
    if (invalid) messages.push(invalid);
    else if (isPinEntry(row.email, context.pinEmailDomain)) messages.push(importMessage('validation.emailInPinDomain'));
  }
  const roleGroup = roleGroupOf(row, context);
  const team = teamOf(row, context);
  for (const found of [roleGroup.message, team.message]) if (found) messages.push(found);
  if (row.email === '' && roleGroup.id && !mayBePinOnly(roleGroup.id)) {
    messages.push(importMessage('validation.emailRequiredUnlessDriver'));
  }
  const password = row.password.trim() === '' ? null : row.password;
  const weak = password === null ? [] : passwordProblems(password, DEFAULT_PASSWORD_RULES);
  if (weak.length > 0) messages.push({ key: 'validation.passwordRules', passwordProblems: weak });
  return { messages, roleGroupId: roleGroup.id, teamId: team.id, password };
}

/**
 * Decides each row of a user import before anything is written: a person to create, or a result already known. A
 * row is refused with every problem it has at once, so one pass over the file fixes them all. Someone already in
 * this subscription (by email, or by name for a person without one) is left as they are, so importing the same
 * file twice creates no one twice; an email that another subscription's account holds is refused without saying
 * whose it is. Only drivers may be imported without an email (they sign in with their PIN). When the file
 * names the same person twice, the first row counts.
 */
export function planUserImport(rows: UserImportRow[], context: UserImportContext): PlannedUserRow[] {
  const firstRowOf = new Map<string, number>();
  return rows.map((row) => {
    const person = personOf(row);
    const { messages, roleGroupId, teamId, password } = rowProblems(row, context);
    if (messages.length > 0 || !roleGroupId || teamId === undefined) {
      return { result: failedRow(row.rowNumber, person, messages) };
    }
    const email = row.email === '' ? null : normalizeEmail(row.email);
    const key = email ?? `name:${nameKey(row.firstName, row.lastName)}`;
    const earlier = firstRowOf.get(key);
    if (earlier !== undefined) {
      const repeated = email
        ? importMessage('imports.emailRepeated', { row: earlier })
        : importMessage('imports.nameRepeated', { name: person, row: earlier });
      return { result: failedRow(row.rowNumber, person, [repeated]) };
    }
    firstRowOf.set(key, row.rowNumber);
    const existing = email ? context.subscriptionOfEmail.get(email) : undefined;
    if (existing !== undefined && existing !== context.subscriptionId) {
      return { result: failedRow(row.rowNumber, person, [importMessage('errors.emailCannotBeUsed')]) };
    }
    const alreadyHere = email
      ? existing !== undefined
      : context.pinPeopleNames.has(nameKey(row.firstName, row.lastName));
    if (alreadyHere) {
      const message = email
        ? importMessage('imports.userAlreadyHere', { email })
        : importMessage('imports.pinUserAlreadyHere', { name: person });
      return { result: { rowNumber: row.rowNumber, person, outcome: 'unchanged', messages: [message] } };
    }
    const firstName = row.firstName.trim();
    const lastName = row.lastName.trim();
    return {
      create: {
        rowNumber: row.rowNumber,
        person,
        email,
        firstName,
        lastName,
        roleGroupId,
        subscriptionTeamId: teamId,
        password,
      },
    };
  });
}
