import { isMessageKey, type MessageKey, translateMessage } from '@roadmark/domain/messages';
import type { FastifySchemaValidationError } from 'fastify';
import { AppError, type FieldError } from '../../platform/errors.ts';

/** The JSON path of the failing value, with a missing property named, e.g. `firstName` or `items.0.name`. */
function fieldOf(error: FastifySchemaValidationError, dataVar: string): string {
  const path = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    path.push(error.params.missingProperty);
  }
  return path.join('.') || dataVar;
}

/**
 * A missing field the product has a message for (`validation.firstNameRequired`) gets that message, as the forms
 * show it; anything else names the field and what the schema expected of it.
 */
function fieldErrorOf(error: FastifySchemaValidationError, dataVar: string): FieldError {
  const field = fieldOf(error, dataVar);
  const knownKey = `validation.${field}Required`;
  if (error.keyword === 'required' && isMessageKey(knownKey)) {
    return { field, messageKey: knownKey, message: translateMessage(knownKey) };
  }
  const messageKey =
    error.keyword === 'required' ? 'validation.requestFieldRequired' : 'validation.requestFieldInvalid';
  return { field, messageKey, message: translateMessage(messageKey, { field, reason: error.message ?? '' }) };
}

/** Fastify's schema-validation failure as the product's BAD_USER_INPUT problem, naming the field (RFC 9457). */
export function requestProblem(errors: FastifySchemaValidationError[], dataVar: string): AppError {
  const fields = errors.map((error) => fieldErrorOf(error, dataVar));
  const first = fields[0];
  return new AppError('BAD_USER_INPUT', (first?.messageKey ?? 'validation.invalidInput') as MessageKey, {
    fields,
    ...(first ? { message: first.message } : {}),
  });
}
