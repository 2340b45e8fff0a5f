import type { FormErrors } from '@mantine/form';

/** The part of a zod (or any Standard-Schema-like) schema this adapter needs, so web code needs no zod import. */
export interface SafeParseSchema {
  safeParse: (
    values: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Turns a domain schema into a Mantine form `validate` function. Domain messages are i18n keys
 * ('validation.nameRequired'), shown through the `domain` namespace; any other message is shown as is.
 */
export function zodFormValidate<TValues>(schema: SafeParseSchema, t: Translate): (values: TValues) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= t(`domain:${issue.message}`, { defaultValue: issue.message });
    }
    return errors;
  };
}
