import { type ASTNode, Kind } from 'graphql';
import { AppError } from '../errors.ts';

/**
 * Where in a variable graphql refused a value, as a field path like the ones parseInput reports (`added.0.id` for
 * `$model` at `model.added[0].id`; the variable's own name when the variable is the value). graphql 16 says where
 * only in its message (`... at "model.added[0].id"; ...`), so the path is read from there, anchored on the variable's
 * name taken from the error's node.
 */
function refusedField(message: string, nodes: readonly ASTNode[] | undefined): string | undefined {
  const definition = nodes?.[0];
  if (definition?.kind !== Kind.VARIABLE_DEFINITION) return undefined;
  const name = definition.variable.name.value;
  const at = new RegExp(` at "${name}((?:\\.\\w+|\\[\\d+\\])*)"; `).exec(message);
  const path = at?.[1] ?? '';
  const relative = path.startsWith('.') ? path.slice(1) : `${name}${path}`;
  return relative.replace(/\[(\d+)\]/g, '.$1');
}

/** The AppError a scalar threw for a variable, naming the field it was about, as a form expects. */
export function withRefusedField(
  appError: AppError,
  wrapper: { message: string; nodes?: readonly ASTNode[] | undefined },
): AppError {
  if (appError.fields.length > 0) return appError;
  const field = refusedField(wrapper.message, wrapper.nodes);
  if (!field) return appError;
  return new AppError(appError.code, appError.messageKey, {
    params: appError.params,
    fields: [{ field, messageKey: appError.messageKey, message: appError.message }],
    message: appError.message,
  });
}
