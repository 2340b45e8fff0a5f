import { rewireTypes } from '@graphql-tools/utils';
import { isUuid } from '@roadmark/domain/ids';
import { GraphQLID, GraphQLScalarType, GraphQLSchema, Kind, type ValueNode } from 'graphql';
import { AppError } from '../errors.ts';

const invalidId = () => new AppError('BAD_USER_INPUT', 'validation.idInvalid');

/**
 * The ID scalar with the rule every id in Roadmark follows: a UUID. Checked while GraphQL reads the request, so a
 * malformed id never reaches a resolver or the database. Output is GraphQL's own ID serialisation.
 */
export const UuidId = new GraphQLScalarType<string, string>({
  name: 'ID',
  description: GraphQLID.description,
  serialize: (value) => GraphQLID.serialize(value),
  parseValue(value) {
    if (typeof value === 'string' && isUuid(value)) return value;
    throw invalidId();
  },
  parseLiteral(node: ValueNode) {
    if (node.kind === Kind.STRING && isUuid(node.value)) return node.value;
    throw invalidId();
  },
});

/**
 * The schema with every ID argument, input field and output field using UuidId. The name stays `ID`, so the printed
 * schema and the clients' generated types do not change. Pothos always builds graphql's own ID (and mapSchema leaves
 * built-in scalars alone), so the types are rewired from a type map whose `ID` is ours.
 */
export function withUuidIds(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  const { typeMap, directives } = rewireTypes({ ...schema.getTypeMap(), ID: UuidId }, config.directives);
  const rootType = (name: string | undefined) => (name ? typeMap[name] : undefined) as never;
  return new GraphQLSchema({
    ...config,
    query: rootType(config.query?.name),
    mutation: rootType(config.mutation?.name),
    subscription: rootType(config.subscription?.name),
    types: Object.values(typeMap),
    directives,
  });
}
