import type { FormErrors } from '@mantine/form';
import type { SafeParseSchema, Translate } from '../../ui/form-actions/zod-form-validate';
import { zodFormValidate } from '../../ui/form-actions/zod-form-validate';

/**
 * A form `validate` for a domain schema with an editable list in it (IP addresses, headers). The domain schema drops
 * blank rows before checking the rest, so its messages are numbered by the remaining rows, not by the rows on
 * screen. Each row is therefore checked on its own with the list's own schema (`[row]`), and its messages are put on
 * that row; messages about the list as a whole (too many rows) stay on the list.
 */
export function listFormValidate<TValues extends object>(
  schema: SafeParseSchema,
  list: { field: keyof TValues & string; schema: SafeParseSchema },
  t: Translate,
): (values: TValues) => FormErrors {
  const validateAll = zodFormValidate<TValues>(schema, t);
  return (values) => {
    const errors: FormErrors = {};
    for (const [path, message] of Object.entries(validateAll(values))) {
      if (!path.startsWith(`${list.field}.`)) errors[path] = message;
    }
    const rows: unknown = values[list.field];
    if (!Array.isArray(rows)) return errors;
    rows.forEach((row, index) => {
      const rowErrors = zodFormValidate<unknown>(list.schema, t)([row]);
      for (const [path, message] of Object.entries(rowErrors)) {
        // The row's own path is '0' or '0.name'; a message without an index is about the one-row list itself.
        if (!/^0(\.|$)/.test(path)) continue;
        errors[`${list.field}.${index}${path.slice(1)}`] ??= message;
      }
    });
    return errors;
  };
}
