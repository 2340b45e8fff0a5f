import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { ApiProblemError } from './api-post';
import { errorMessages } from './error-messages';

describe('errorMessages', () => {
  it('skips empty values', () => {
    expect(errorMessages([null, undefined, '', false])).toEqual([]);
  });

  it('keeps strings and Error messages as given', () => {
    expect(errorMessages(['Plain text', new Error('Boom')])).toEqual([{ message: 'Plain text' }, { message: 'Boom' }]);
  });

  it('translates a GraphQL messageKey through the domain namespace and keeps code and path', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'server text', path: ['tag'], extensions: { code: 'NOT_FOUND', messageKey: 'errors.notFound' } },
      ],
    });
    expect(errorMessages([error])).toEqual([
      { message: 'Sorry, that record could not be found. It may have been deleted.', code: 'NOT_FOUND', path: 'tag' },
    ]);
  });

  it('shows the English message when there is no messageKey', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Tag is in use', extensions: { code: 'CONFLICT' } }],
    });
    expect(errorMessages([error])).toEqual([{ message: 'Tag is in use', code: 'CONFLICT' }]);
  });

  it('lists one message per invalid field', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'invalid',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [{ field: 'name', messageKey: 'validation.nameRequired', message: 'Name is required' }],
          },
        },
      ],
    });
    expect(errorMessages([error])).toEqual([{ message: 'Name is required', code: 'BAD_USER_INPUT', field: 'name' }]);
  });

  it('reports a failed fetch as a synchronisation failure', () => {
    expect(errorMessages([new TypeError('Failed to fetch')])).toEqual([
      { message: 'Could not synchronize information with the cloud.' },
    ]);
  });

  it('reads GraphQL errors from a non-200 server response body', () => {
    const response = new Response('', { status: 403 });
    const bodyText = JSON.stringify({
      errors: [{ message: 'x', extensions: { code: 'CSRF_REJECTED', messageKey: 'errors.csrfRejected' } }],
    });
    const [message] = errorMessages([new ServerError('fail', { response, bodyText })]);
    expect(message?.code).toBe('CSRF_REJECTED');
    expect(message?.message).toMatch(/did not come from the Roadmark app/);
  });

  it('reads REST problem details, preferring the messageKey', () => {
    const problem = { status: 400, title: 'Bad', detail: 'Invalid password', code: 'BAD_USER_INPUT' };
    expect(errorMessages([new ApiProblemError({ ...problem, messageKey: 'errors.emailNotFound' })])).toEqual([
      { message: 'This email does not have an account here.', code: 'BAD_USER_INPUT' },
    ]);
    expect(errorMessages([problem])).toEqual([{ message: 'Invalid password', code: 'BAD_USER_INPUT' }]);
  });

  it('names invalid GraphQL documents with the catalogue message', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Cannot query field',
          locations: [{ line: 2, column: 3 }],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
    expect(errorMessages([error])).toEqual([
      {
        message: 'GraphQL error: request is not not a valid GraphQL query or mutation.',
        code: 'GRAPHQL_VALIDATION_FAILED',
        location: '2:3',
      },
    ]);
  });
});
