import { RiskCategory } from '@roadmark/domain/risk';
import { sessionRiskCategory } from '@roadmark/domain/scoring/session-risk';
import { idSchema } from './api-schemas.ts';

export const sessionSchema = {
  type: 'object',
  required: [
    'id',
    'assessmentId',
    'userId',
    'startDate',
    'endDate',
    'isFinished',
    'markedSuspicious',
    'totalScore',
    'riskCategory',
  ],
  properties: {
    id: idSchema,
    assessmentId: idSchema,
    userId: idSchema,
    startDate: { type: 'string', format: 'date-time' },
    endDate: { type: ['string', 'null'], format: 'date-time', description: 'When it finished; null until then.' },
    isFinished: { type: 'boolean' },
    markedSuspicious: { type: 'boolean' },
    totalScore: {
      type: ['integer', 'null'],
      description: 'The score stored when the session finished (0-100); null until then.',
    },
    riskCategory: {
      type: 'string',
      enum: Object.values(RiskCategory),
      description: "By the assessment's risk thresholds; NotAssessed for training and unfinished sessions.",
    },
  },
} as const;

export interface SessionWithAssessment {
  session: {
    id: string;
    assessmentId: string;
    userId: string;
    startDate: Date;
    endDate: Date | null;
    isFinished: boolean;
    markedSuspicious: boolean;
    totalScore: number | null;
  };
  assessment: { assessmentType: string; highRiskBelow: number; mediumRiskBelow: number };
}

/**
 * A session as the dashboards show it (dashboards/person-dashboard.ts): its stored score once finished, and a risk
 * category only for a finished assessment, since training is not scored for risk.
 */
export function sessionView({ session, assessment }: SessionWithAssessment) {
  const scored = session.isFinished && assessment.assessmentType === 'Assessment';
  return {
    id: session.id,
    assessmentId: session.assessmentId,
    userId: session.userId,
    startDate: session.startDate.toISOString(),
    endDate: session.endDate?.toISOString() ?? null,
    isFinished: session.isFinished,
    markedSuspicious: session.markedSuspicious,
    totalScore: session.isFinished ? session.totalScore : null,
    riskCategory: scored ? sessionRiskCategory(session.totalScore, assessment) : RiskCategory.NotAssessed,
  };
}
