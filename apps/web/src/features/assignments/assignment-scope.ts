import { Role, RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import type { AssessmentType } from '../../gql/graphql';

/** Whose required list this is: one team, or one person of a people area. */
export type AssignmentKind = 'team' | 'drivers' | 'managers' | 'administrators';

export type RequiredTab = 'assessments' | 'training';

export const REQUIRED_TABS: readonly RequiredTab[] = ['assessments', 'training'];

export const TAB_ASSESSMENT_TYPE: Record<RequiredTab, AssessmentType> = {
  assessments: 'Assessment',
  training: 'TrainingModule',
};

/** Who may open each required list (docs/product/roles.md#areas-and-the-roles-they-need). */
export const ASSIGNMENT_KIND_ROLES: Record<AssignmentKind, readonly Role[]> = {
  team: [Role.SubscriptionAdministration],
  drivers: [Role.DriverManagement],
  managers: [Role.SubscriptionAdministration],
  administrators: [Role.Administration],
};

/** Staff assign within the provider's own subscription; everyone else within the one they work in. */
export function assignmentSubscriptionId(kind: AssignmentKind, viewerSubscriptionId: string | undefined): string {
  return kind === 'administrators' ? PROVIDER_SUBSCRIPTION_ID : (viewerSubscriptionId ?? '');
}

/** Maximum retakes are hidden when the profile's role group is the staff group. */
export function hidesMaxRestarts(kind: AssignmentKind, roleGroupName: string | undefined): boolean {
  return kind === 'administrators' || roleGroupName === RoleGroupName.Staff;
}
