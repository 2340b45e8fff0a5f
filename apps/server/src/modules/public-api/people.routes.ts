import { ALL_ROLE_GROUP_NAMES, RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../platform/auth/actor.ts';
import { createUser } from '../people/create-user.ts';
import { deleteUser } from '../people/delete-user.ts';
import { getProfile } from '../people/get-profile.ts';
import { listProfiles } from '../people/list-profiles.ts';
import { updateProfile } from '../people/update-profile.ts';
import {
  type PageQuery,
  pageQueryProperties,
  pageSchema,
  pageWindow,
  searchQueryProperty,
  toPage,
} from './api-page.ts';
import { idParams, idSchema, jsonResponse, noContentResponse, problemResponses } from './api-schemas.ts';
import { personSchema, personView } from './person-view.ts';
import { apiActor, type PublicApiDeps } from './public-api-context.ts';

const tags = ['People'];
const userIdParams = idParams('userId', "The person's user id.");
const nullableId = { type: ['string', 'null'], format: 'uuid' } as const;

interface PeopleQuery extends PageQuery {
  subscriptionTeamId?: string;
}
interface UserIdParams {
  userId: string;
}
interface CreatePersonBody {
  firstName: string;
  lastName: string;
  email?: string | null;
  subscriptionTeamId?: string | null;
  roleGroup?: RoleGroupName;
}
interface UpdatePersonBody {
  firstName?: string;
  lastName?: string;
  subscriptionTeamId?: string | null;
}

/**
 * People (docs/product/people-and-teams.md#the-people-screens) through the API: the people of the caller's subscription
 * that the caller manages (an API key manages drivers, docs/product/roles.md#role-groups), through the same use cases
 * as the people screens, so seat limits, validation messages and the users.* webhook events all apply.
 */
export function registerPeopleRoutes(api: FastifyInstance, deps: PublicApiDeps): void {
  const { db, pinEmailDomain } = deps;
  const lookUp = (actor: Actor, userId: string) => getProfile({ actor, input: { userId }, db });

  api.get<{ Querystring: PeopleQuery }>(
    '/people',
    {
      schema: {
        tags,
        summary: 'List people',
        description: 'The people the caller manages in its subscription, by last then first name.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQueryProperties,
            search: { ...searchQueryProperty.search, description: 'Only people whose name or email contains this.' },
            subscriptionTeamId: { ...idSchema, description: 'Only the people of this team.' },
          },
        },
        response: { 200: jsonResponse('One page of people.', pageSchema(personSchema)), ...problemResponses() },
      },
    },
    async (request, reply) => {
      const actor = await apiActor(deps, request, reply);
      const filter = { subscriptionId: actor.subscriptionId, subscriptionTeamId: request.query.subscriptionTeamId };
      const rows = await listProfiles({ actor, window: pageWindow(request.query), filter, db });
      return toPage(
        rows.map((row) => personView(row, pinEmailDomain)),
        request.query,
      );
    },
  );

  api.get<{ Params: UserIdParams }>(
    '/people/:userId',
    {
      schema: {
        tags,
        summary: 'Get a person',
        params: userIdParams,
        response: { 200: jsonResponse('The person.', personSchema), ...problemResponses() },
      },
    },
    async (request, reply) => {
      const actor = await apiActor(deps, request, reply);
      return personView(await lookUp(actor, request.params.userId), pinEmailDomain);
    },
  );

  api.post<{ Body: CreatePersonBody }>(
    '/people',
    {
      schema: {
        tags,
        summary: 'Create a person',
        description:
          'Creates the account (no email is sent) and profile with a generated driver PIN, taking a seat of the subscription. Without an email the person signs in with their PIN.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['firstName', 'lastName'],
          properties: {
            firstName: { type: 'string' },
            lastName: { type: 'string' },
            email: { type: ['string', 'null'], description: 'Blank or absent makes a PIN account.' },
            subscriptionTeamId: { ...nullableId, description: 'A team of the subscription.' },
            roleGroup: {
              type: 'string',
              enum: ALL_ROLE_GROUP_NAMES,
              default: RoleGroupName.Driver,
              description: 'An API key may create drivers only.',
            },
          },
        },
        response: { 201: jsonResponse('The new person.', personSchema), ...problemResponses({ conflict: true }) },
      },
    },
    async (request, reply) => {
      const actor = await apiActor(deps, request, reply);
      const { roleGroup = RoleGroupName.Driver, ...person } = request.body;
      const input = { ...person, roleGroupId: roleGroupByName(roleGroup).id, subscriptionId: actor.subscriptionId };
      const profile = await createUser({ actor, input, db, pinEmailDomain });
      return reply.status(201).send(personView(await lookUp(actor, profile.userId), pinEmailDomain));
    },
  );

  api.patch<{ Params: UserIdParams; Body: UpdatePersonBody }>(
    '/people/:userId',
    {
      schema: {
        tags,
        summary: 'Update a person',
        description: 'Changes the given fields only; a subscriptionTeamId of null takes the person out of their team.',
        params: userIdParams,
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            firstName: { type: 'string' },
            lastName: { type: 'string' },
            subscriptionTeamId: nullableId,
          },
        },
        response: { 200: jsonResponse('The person as saved.', personSchema), ...problemResponses() },
      },
    },
    async (request, reply) => {
      const actor = await apiActor(deps, request, reply);
      const current = await lookUp(actor, request.params.userId);
      const { firstName = current.firstName, lastName = current.lastName, subscriptionTeamId } = request.body;
      await updateProfile({ actor, input: { id: current.id, firstName, lastName, subscriptionTeamId }, db });
      return personView(await lookUp(actor, current.userId), pinEmailDomain);
    },
  );

  api.delete<{ Params: UserIdParams }>(
    '/people/:userId',
    {
      schema: {
        tags,
        summary: 'Delete a person',
        description: 'Archives the account and profile (their history stays) and frees their seat.',
        params: userIdParams,
        response: { 204: noContentResponse, ...problemResponses() },
      },
    },
    async (request, reply) => {
      const actor = await apiActor(deps, request, reply);
      const current = await lookUp(actor, request.params.userId);
      await deleteUser({ actor, input: { profileId: current.id }, db });
      return reply.status(204).send();
    },
  );
}
