/** The fields of a GraphQL input that were given: on create a null means "not given", so the defaults apply. */
export function givenFields<T extends object>(model: T): T {
  return Object.fromEntries(Object.entries(model).filter(([, value]) => value !== null && value !== undefined)) as T;
}
