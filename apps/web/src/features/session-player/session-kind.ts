import type { AssessmentType } from '@roadmark/domain/content/assessment-form';

/** Sessions of assessments live under /assessment, of training modules under /training. */
export type SessionKind = 'assessment' | 'training';

export const SESSION_KINDS: readonly SessionKind[] = ['assessment', 'training'];

/** The training module type as a plain string: the router imports this file, and assessment-form brings zod. */
const TRAINING_MODULE: AssessmentType = 'TrainingModule';

export function sessionKindOf(assessmentType: string): SessionKind {
  return assessmentType === TRAINING_MODULE ? 'training' : 'assessment';
}

export function launchPath(kind: SessionKind, sessionId: string): string {
  return `/${kind}/launch/${sessionId}`;
}

/** A finished session's results page. */
export function resultsPath(kind: SessionKind, sessionId: string): string {
  return `/${kind}/results/${sessionId}`;
}
