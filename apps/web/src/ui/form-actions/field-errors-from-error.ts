import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FormErrors } from '@mantine/form';
import type { Translate } from './zod-form-validate';

interface FieldErrorLike {
  field?: unknown;
  messageKey?: unknown;
  message?: unknown;
}

/** The BAD_USER_INPUT field errors of a GraphQL error, keyed by form field ('model.name' and 'name' both give 'name'). */
export function fieldErrorsFromError(error: unknown, t: Translate): FormErrors {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const errors: FormErrors = {};
  for (const graphQLError of error.errors) {
    const fields = graphQLError.extensions?.fields;
    if (graphQLError.extensions?.code !== 'BAD_USER_INPUT' || !Array.isArray(fields)) continue;
    for (const fieldError of fields as FieldErrorLike[]) {
      if (typeof fieldError.field !== 'string' || fieldError.field === '') continue;
      const field = fieldError.field.replace(/^model\./, '');
      const fallback = typeof fieldError.message === 'string' ? fieldError.message : '';
      errors[field] ??=
        typeof fieldError.messageKey === 'string'
          ? t(`domain:${fieldError.messageKey}`, { defaultValue: fallback || fieldError.messageKey })
          : fallback;
    }
  }
  return errors;
}
