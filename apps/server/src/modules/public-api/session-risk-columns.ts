import { assessments } from '../assessments/assessment.table.ts';

/** What a session's risk category is worked out from, selected beside each session the API answers. */
export const riskColumns = {
  assessmentType: assessments.assessmentType,
  highRiskBelow: assessments.highRiskBelow,
  mediumRiskBelow: assessments.mediumRiskBelow,
};
