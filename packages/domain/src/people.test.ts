import { describe, expect, it } from 'vitest';
import { addUserFormSchema, userFormSchema } from './people.ts';
import { RoleGroupName, roleGroupByName } from './roles.ts';

const driver = roleGroupByName(RoleGroupName.Driver).id;
const manager = roleGroupByName(RoleGroupName.DriverManager).id;
const names = { firstName: 'Ada', lastName: 'Lovelace' };

function emailProblems(result: ReturnType<typeof addUserFormSchema.safeParse>): string[] {
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'email').map((i) => i.message);
}

describe('addUserFormSchema', () => {
  it('lets a driver be added without an email, who then signs in with their PIN', () => {
    const parsed = addUserFormSchema.parse({ ...names, email: '  ', roleGroupId: driver });
    expect(parsed.email).toBeUndefined();
  });

  it("requires anyone else's email, with the message createUser gives", () => {
    const result = addUserFormSchema.safeParse({ ...names, email: '', roleGroupId: manager });
    expect(emailProblems(result)).toEqual(['validation.emailRequiredUnlessDriver']);
  });

  it('checks an email that is given, for a driver too', () => {
    const result = addUserFormSchema.safeParse({ ...names, email: 'not an email', roleGroupId: driver });
    expect(emailProblems(result)).toEqual(['validation.emailInvalid']);
    expect(addUserFormSchema.parse({ ...names, email: ' ada@example.com ', roleGroupId: driver }).email).toBe(
      'ada@example.com',
    );
  });
});

describe('userFormSchema', () => {
  it('requires the email when editing someone', () => {
    const result = userFormSchema.safeParse({ ...names, email: '' });
    expect(result.success).toBe(false);
  });
});
