import type { SafeParseSchema } from '../../ui/form-actions/zod-form-validate';

/** A row's problems by field, as domain message keys ('validation.content.metricRequired'); first issue per field. */
export function schemaProblems(schema: SafeParseSchema, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    problems[field] ??= issue.message;
  }
  return problems;
}
