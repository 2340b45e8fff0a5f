/**
 * The `operation` label of a GraphQL request's duration: the operation name the client sent. A caller chooses that
 * name freely, so the set of label values is bounded: a name must look like a GraphQL name, and once a process has
 * seen this many distinct names, new ones are counted together as `other` (each label value is a time series kept
 * in memory for as long as the process runs). The web app's own operations are seen first and stay distinct.
 */
export const MAX_OPERATION_LABELS = 300;
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

export class OperationLabels {
  private readonly seen = new Set<string>();

  constructor(private readonly max = MAX_OPERATION_LABELS) {}

  of(body: unknown, query: unknown): string {
    const name = operationNameOf(body) ?? operationNameOf(query);
    if (name === undefined) return 'anonymous';
    if (!GRAPHQL_NAME.test(name)) return 'other';
    if (this.seen.has(name)) return name;
    if (this.seen.size >= this.max) return 'other';
    this.seen.add(name);
    return name;
  }
}

function operationNameOf(values: unknown): string | undefined {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
  const name = (values as { operationName?: unknown }).operationName;
  return typeof name === 'string' && name !== '' ? name : undefined;
}
