import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import { eq } from 'drizzle-orm';
import { getNamedType } from 'graphql';
import { profiles } from '../src/modules/people/profile.table.ts';
import type { Database } from '../src/platform/db/database.ts';
import { type InputKind, operationFor, plausibleText, type RootField, returnsId } from './bad-input-values.ts';
import { type BuiltUser, buildUser } from './factories.ts';
import { gql } from './graphql-client.ts';
import type { TestApp } from './test-app.ts';

/**
 * Someone calling every root field, with a world of real records in their own tenant: the walk passes real ids so
 * that calls get past "not found" and reach the code that reads the rest of their input.
 */
export interface WalkActor {
  user: BuiltUser;
  /** A driver in the same subscription, whose ids stand in for userId and profileId (never the caller's own). */
  subject: { userId: string; profileId: string };
  /** Type name (Assessment, Question...) to the id of one record of it. */
  world: Map<string, string>;
}

export async function buildWalkActor(db: Database, subscriptionId: string, roleGroup: RoleGroupName) {
  const user = await buildUser(db, { subscriptionId, roleGroup });
  const driver = await buildUser(db, { subscriptionId, roleGroup: RoleGroupName.Driver });
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, driver.id));
  return { user, subject: { userId: driver.id, profileId: profile!.id }, world: new Map() } satisfies WalkActor;
}

const NAMED_AS: Record<string, string> = {
  ParentQuestion: 'Question',
  ChildQuestion: 'Question',
  CopyFromAssessment: 'Assessment',
  Webhook: 'SdkWebhook',
};

/** The type an id names: `id` and `removed` name their owner, `questionId` names Question. */
function typeNamed(name: string, owner: string): string {
  if (name === 'id' || name === 'removed') {
    return owner.replace(/^(Create|Update)/, '').replace(/(Model)?(Input|Changes)$/, '');
  }
  const base = name.replace(/Ids?$/, '');
  const pascal = base.charAt(0).toUpperCase() + base.slice(1);
  return NAMED_AS[pascal] ?? pascal;
}

/** A view of a record takes that record's id: AssessmentSessionLaunchView(id) is an AssessmentSession's. */
function ownerRecord(world: Map<string, string>, view: string): string | undefined {
  const records = [...world].filter(([type]) => view.startsWith(type));
  return records.sort(([a], [b]) => b.length - a.length)[0]?.[1];
}

/**
 * Ids from the actor's world for a call of `field`. A create gets a fresh id for its own record; a delete gets ids
 * of nothing, so the walk does not archive the world it relies on. An optional reference to a kind of record the
 * world lacks is left out, so it does not hide what else the call checks.
 */
export function worldIds(actor: WalkActor, field: RootField) {
  const creating = /^create/.test(field.name);
  const deleting = /^delete/.test(field.name);
  return (name: string, owner: string, required: boolean): string | null => {
    if (deleting) return crypto.randomUUID();
    // The world has no subscription beneath the actor's, and their own is not beneath itself.
    if (name === 'lowerSubscriptionId') return null;
    if (/subscriptionId$/i.test(name) || name === 'studyId') return actor.user.subscriptionId;
    if (name === 'targetId' && /sdk/i.test(`${owner}${field.name}`)) return actor.user.subscriptionId;
    if (name === 'userId') return actor.subject.userId;
    if (name === 'profileId') return actor.subject.profileId;
    if (name === 'roleGroupId') return roleGroupByName(RoleGroupName.Driver).id;
    if (name === 'id' && creating) return crypto.randomUUID();
    const type = name === 'targetId' ? 'Assessment' : typeNamed(name, owner);
    const known = actor.world.get(type) ?? (name === 'id' ? ownerRecord(actor.world, type) : undefined);
    return known ?? (required || name === 'id' ? crypto.randomUUID() : null);
  };
}

export function plausibleInput(actor: WalkActor, field: RootField): InputKind {
  return {
    name: 'plausible input',
    id: worldIds(actor, field),
    string: plausibleText,
    int: 1,
    float: 1,
    boolean: false,
    enumValue: (type) => type.getValues()[0]?.name,
  };
}

const BUILDS_RECORDS = /^(create|clone|initialize|save)/;

/**
 * Fills the actor's world with plausible calls: every query that lists records with ids once, then every mutation
 * that makes them, in rounds, so records that need others (an item needs its assessment) get made too.
 */
export async function harvestWorld(app: TestApp, actor: WalkActor, fields: RootField[]): Promise<void> {
  const readers = fields.filter((field) => returnsId(field) && field.operation === 'query');
  const makers = fields.filter((field) => returnsId(field) && BUILDS_RECORDS.test(field.name));
  for (const round of [readers, makers, makers, makers]) {
    for (const field of round) {
      const type = getNamedType(field.type).name;
      if (actor.world.has(type)) continue;
      const { query, variables } = operationFor(field, plausibleInput(actor, field), true);
      const response = await gql(app, query, { variables, cookie: actor.user.cookie });
      const answer = response.data?.[field.name];
      const record = (Array.isArray(answer) ? answer[0] : answer) as { id?: string } | undefined;
      if (record?.id) actor.world.set(type, record.id);
    }
  }
}
