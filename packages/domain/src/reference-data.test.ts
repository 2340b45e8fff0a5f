import { describe, expect, it } from 'vitest';
import { loginSchema } from './login.ts';
import { translateMessage } from './messages.ts';
import { createDriverMetricSchema, questionTagFormSchema } from './reference-data.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('reference-data schemas', () => {
  it.each([
    ['', 'validation.nameRequired'],
    ['   ', 'validation.nameRequired'],
    ['x'.repeat(201), 'validation.nameTooLong'],
  ])('refuses the name %j with %s', (name, key) => {
    expect(firstMessage(questionTagFormSchema.safeParse({ name }))).toBe(key);
  });

  it('trims names and defaults a metric start value to 0', () => {
    expect(createDriverMetricSchema.parse({ name: ' Speed ' })).toEqual({ name: 'Speed', startValue: 0 });
  });

  it('translates keys to their English text', () => {
    expect(translateMessage('validation.nameRequired')).toBe('Name is required');
    expect(translateMessage('validation.unknownKey')).toBe('validation.unknownKey');
  });
});

describe('loginSchema', () => {
  it.each([
    [{ email: '', password: '' }, 'validation.emailOrPinRequired'],
    [{ email: 'a@b.com', password: '' }, 'validation.passwordRequired'],
  ])('refuses %j', (input, key) => {
    expect(firstMessage(loginSchema.safeParse(input))).toBe(key);
  });

  it('lets a PIN through without a password and defaults rememberMe on', () => {
    expect(loginSchema.parse({ email: 'ABCD2345' })).toEqual({ email: 'ABCD2345', password: '', rememberMe: true });
  });
});

describe('loginSchema on an empty form', () => {
  it('reports both the email and the password as required', () => {
    const result = loginSchema.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.emailOrPinRequired',
      'validation.passwordRequired',
    ]);
  });
});
