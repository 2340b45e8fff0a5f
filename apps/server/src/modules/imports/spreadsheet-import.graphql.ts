import { idSchema } from '@roadmark/domain/ids';
import { translateMessage } from '@roadmark/domain/messages';
import { formatPasswordProblems } from '@roadmark/domain/password-rules';
import { driverManagement } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { parseInput } from '../../platform/validation.ts';
import { Profile } from '../people/profile.graphql.ts';
import { User } from '../people/user.graphql.ts';
import { importAssignments } from './import-assignments.ts';
import { importProgress } from './import-progress.ts';
import {
  type ImportRowResult,
  importRowId,
  type ImportMessage as Message,
  type SpreadsheetImportResult,
} from './import-result.ts';
import { importUsers } from './import-users.ts';
import { type ImportedPeople, loadImportedPeople } from './imported-people.ts';

function messageText(message: Message, { locale }: GraphQLContext): string {
  const translate = (key: string, params?: Record<string, string | number>) => translateMessage(key, params, locale);
  if (message.passwordProblems) return formatPasswordProblems(message.passwordProblems, translate);
  return translate(message.key, message.params);
}

const ImportMessage = builder.objectRef<Message>('ImportMessage').implement({
  description: 'A message about one row or the whole file, in the reader’s language.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The message key in the shared locale files.' }),
    text: t.string({ resolve: (message, _args, context) => messageText(message, context) }),
  }),
});

const ImportRowOutcome = builder.enumType('ImportRowOutcome', {
  values: {
    Created: { value: 'created' },
    Changed: { value: 'changed' },
    Unchanged: { value: 'unchanged' },
    Failed: { value: 'failed' },
  } as const,
});

/** A row as GraphQL serves it: with its import, and the people the whole result created, read once when asked for. */
type ImportRowView = ImportRowResult & { importId: string; importedPeople: () => Promise<ImportedPeople> };

const ImportRow = builder.objectRef<ImportRowView>('ImportRowResult').implement({
  description: 'What became of one row of the file.',
  fields: (t) => ({
    id: t.id({
      description: 'Stable for this row of this import.',
      resolve: (row) => importRowId(row.importId, row.rowNumber),
    }),
    rowNumber: t.exposeInt('rowNumber', { description: 'The row as the spreadsheet program numbers it.' }),
    person: t.exposeString('person', { description: 'Who the row is about: email, PIN or name.' }),
    outcome: t.field({ type: ImportRowOutcome, resolve: (row) => row.outcome }),
    messages: t.field({ type: [ImportMessage], resolve: (row) => row.messages }),
    successful: t.boolean({
      description: 'False when the row was refused (outcome Failed).',
      resolve: (row) => row.outcome !== 'failed',
    }),
    errors: t.stringList({
      description: "Why the row was refused, in the reader's language; empty for a successful row.",
      resolve: (row, _args, context) =>
        row.outcome === 'failed' ? row.messages.map((message) => messageText(message, context)) : [],
    }),
    user: t.field({
      type: User,
      nullable: true,
      description: 'The account the row created; null when it created none, and on assignment imports.',
      resolve: async (row) =>
        row.created ? ((await row.importedPeople()).users.get(row.created.userId) ?? null) : null,
    }),
    profile: t.field({
      type: Profile,
      nullable: true,
      description: 'The profile the row created; null when it created none, and on assignment imports.',
      resolve: async (row) =>
        row.created ? ((await row.importedPeople()).profiles.get(row.created.profileId) ?? null) : null,
    }),
  }),
});

const ImportResult = builder.objectRef<SpreadsheetImportResult>('SpreadsheetImportResult').implement({
  description: 'importUsers and importUserAssessmentAssignments: the per-row results.',
  fields: (t) => ({
    importId: t.exposeID('importId'),
    filename: t.exposeString('filename'),
    totalRows: t.exposeInt('totalRows'),
    changedCount: t.exposeInt('changedCount', { description: 'Users created, or assignments changed.' }),
    maxUsersExceeded: t.exposeBoolean('maxUsersExceeded', {
      description: 'The import would pass the user limit: nothing was imported and rows is empty.',
    }),
    notices: t.field({ type: [ImportMessage], resolve: (result) => result.notices }),
    rows: t.field({
      type: [ImportRow],
      resolve: (result, _args, { db }) => {
        let people: Promise<ImportedPeople> | undefined;
        const importedPeople = () => {
          people ??= loadImportedPeople(db, result);
          return people;
        };
        return result.rows.map((row) => ({ ...row, importId: result.importId, importedPeople }));
      },
    }),
  }),
});

type Progress = NonNullable<Awaited<ReturnType<typeof importProgress>>>;

const ImportProgress = builder.objectRef<Progress>('SpreadsheetImportProgress').implement({
  description: 'How far a running import has got, for its progress bar.',
  fields: (t) => ({
    id: t.exposeID('id'),
    totalRows: t.exposeInt('totalRows', { description: 'Rows to write (rows refused on reading are not counted).' }),
    processedRows: t.exposeInt('processedRows'),
    status: t.exposeString('status'),
  }),
});

builder.queryFields((t) => ({
  spreadsheetImportProgress: t.withAuth(driverManagement).field({
    type: ImportProgress,
    nullable: true,
    description: 'Null for anyone but the person importing; totalRows is 0 until the file has been read.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => importProgress({ actor, input: { id: parseInput(idSchema, id) }, db }),
  }),
}));

builder.mutationFields((t) => ({
  importUsers: t.withAuth(driverManagement).field({
    type: ImportResult,
    args: {
      blobId: t.arg.id({ required: true, description: 'The file, uploaded with ?purpose=import.' }),
      subscriptionId: t.arg.id({ required: true }),
      subscriptionTeamId: t.arg.id({ required: false, description: 'The team of rows whose Team cell is blank.' }),
      roleGroup: t.arg.string({ required: true, description: 'The security group of rows whose cell is blank.' }),
      importId: t.arg.id({
        required: false,
        description: 'Chosen by the client, to follow spreadsheetImportProgress.',
      }),
      sendInvites: t.arg.boolean({ required: false, description: 'Email an invite to new people without a password.' }),
    },
    resolve: (_root, args, context) =>
      importUsers({
        actor: context.actor,
        input: args,
        db: context.db,
        storage: context.storage,
        pinEmailDomain: context.pinEmailDomain,
        email: { publicUrl: context.publicUrl, locale: context.locale },
        onBatchError: (error) => context.logError(error, 'import batch failed'),
      }),
  }),
  importUserAssessmentAssignments: t.withAuth(driverManagement).field({
    type: ImportResult,
    args: {
      blobId: t.arg.id({ required: true, description: 'The file, uploaded with ?purpose=import.' }),
      subscriptionId: t.arg.id({ required: true }),
      importId: t.arg.id({
        required: false,
        description: 'Chosen by the client, to follow spreadsheetImportProgress.',
      }),
    },
    resolve: (_root, args, context) =>
      importAssignments({
        actor: context.actor,
        input: args,
        db: context.db,
        storage: context.storage,
        onBatchError: (error) => context.logError(error, 'import batch failed'),
      }),
  }),
}));
