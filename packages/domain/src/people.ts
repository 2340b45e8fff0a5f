import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema, optionalEmailSchema } from './account-forms.ts';
import { idSchema } from './ids.ts';
import { PIN_ALPHABET, PIN_LENGTH } from './pin.ts';
import { requireEmailUnlessDriver } from './pin-only.ts';
import { RoleGroupName } from './roles.ts';

/** The user form on the people screens; every field is required there (docs/product/people-and-teams.md). */
export const userFormSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
});
export type UserFormInput = z.input<typeof userFormSchema>;

/**
 * The user form when adding someone: a driver's email may be left blank, which makes a driver who signs in with their
 * PIN alone (no invite is sent: there is no mailbox); anyone else signs in with an email, so theirs is required, by
 * the same rule and message as createUser's.
 */
export const addUserFormSchema = userFormSchema
  .extend({ email: optionalEmailSchema, roleGroupId: z.string() })
  .superRefine(requireEmailUnlessDriver);

/**
 * createUser: the form's fields plus the role group and where the person goes. The server also takes
 * a blank email, which makes a PIN account, as imports and the API may send one.
 */
/**
 * A PIN as generateUniqueDriverPin makes them (8 characters of the PIN alphabet,
 * docs/product/roles.md#pin-only-accounts).
 */
export const driverPinSchema = z
  .string()
  .regex(new RegExp(`^[${PIN_ALPHABET}]{${PIN_LENGTH}}$`), 'validation.driverPinInvalid');

export const createUserSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: optionalEmailSchema,
    roleGroupId: idSchema,
    subscriptionId: idSchema.nullish(),
    subscriptionTeamId: idSchema.nullish(),
    /** The PIN the form showed (from generateUniqueDriverPin); without one the server generates it. */
    uniqueDriverPin: driverPinSchema.nullish(),
  })
  .superRefine(requireEmailUnlessDriver);

export const changeUserRoleGroupSchema = z.object({ userId: idSchema, roleGroupId: idSchema });

/**
 * The people lists (docs/product/people-and-teams.md#the-people-screens): drivers from the Driver group, managers from
 * both manager groups, staff.
 */
export const PEOPLE_LIST_ROLE_GROUPS = {
  drivers: [RoleGroupName.Driver],
  managers: [RoleGroupName.DriverManager, RoleGroupName.OverviewManager],
  administrators: [RoleGroupName.Staff],
} as const satisfies Record<string, readonly RoleGroupName[]>;
export type PeopleListKind = keyof typeof PEOPLE_LIST_ROLE_GROUPS;
