import type { AssessmentType } from '@roadmark/domain/content/assessment-form';

/** The two lists: assessments and training modules share every screen, told apart by type. */
export interface AssessmentKind {
  /** The route segment under /administration. */
  path: 'assessments' | 'training';
  assessmentType: AssessmentType;
  /** Key prefix in the assessments namespace. */
  key: 'assessment' | 'training';
}

/*
 * The types as plain strings (checked against AssessmentType): the router imports these kinds, and a value import
 * of assessment-form would put its validation schemas, and zod with them, into the app's entry.
 */
export const ASSESSMENT_KINDS = {
  assessment: { path: 'assessments', assessmentType: 'Assessment', key: 'assessment' },
  training: { path: 'training', assessmentType: 'TrainingModule', key: 'training' },
} as const satisfies Record<string, AssessmentKind>;

export const ALL_ASSESSMENT_KINDS: AssessmentKind[] = Object.values(ASSESSMENT_KINDS);

/** The edit screen of an assessment or training module. */
export function assessmentEditPath(assessmentType: string, id: string): string {
  const kind = ALL_ASSESSMENT_KINDS.find((k) => k.assessmentType === assessmentType) ?? ASSESSMENT_KINDS.assessment;
  return `/administration/${kind.path}/edit/${id}`;
}
