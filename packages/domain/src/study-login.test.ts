import { describe, expect, it } from 'vitest';
import { studyIdentifierFromQuery, studyLoginSchema } from './study-login.ts';

const messagesOf = (input: unknown) => {
  const result = studyLoginSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('studyLoginSchema', () => {
  it.each([
    [{}, ['studyUniqueCode: validation.studyCodeRequired', 'userIdentifier: validation.studyIdentifierRequired']],
    [
      { studyUniqueCode: '  ', userIdentifier: ' ' },
      ['studyUniqueCode: validation.studyCodeRequired', 'userIdentifier: validation.studyIdentifierRequired'],
    ],
    [
      { studyUniqueCode: 'ABCD2345', userIdentifier: 'x'.repeat(201) },
      ['userIdentifier: validation.studyIdentifierTooLong'],
    ],
    [{ studyUniqueCode: 'ABCD2345', userIdentifier: 'x'.repeat(200) }, []],
  ])('reports %j as %j', (input, expected) => {
    expect(messagesOf(input)).toEqual(expected);
  });

  it('trims the code and the identifier', () => {
    expect(studyLoginSchema.parse({ studyUniqueCode: ' abcd ', userIdentifier: ' p1 ' })).toEqual({
      studyUniqueCode: 'abcd',
      userIdentifier: 'p1',
    });
  });
});

describe('studyIdentifierFromQuery', () => {
  it.each([
    ['?PROLIFIC_PID=abc', 'abc'],
    ['?id=last&user=first', 'first'],
    ['?Id=z&session=s&participant=p', 'p'],
    ['?prolific_pid=&Prolific_PID=second', 'second'],
    ['?USER=not-listed', null],
    ['', null],
  ])('reads %s as %s', (search, expected) => {
    expect(studyIdentifierFromQuery(search)).toBe(expected);
  });
});
