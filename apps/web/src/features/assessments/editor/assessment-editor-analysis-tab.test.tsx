import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import {
  assessmentAnalysis,
  assessmentAnalysisAnswer,
  IDS,
  subscriptionOptionsAnswer,
} from '../../item-analysis/item-analysis-test-data';
import { safetyMetricsAnswer } from '../../questions/question-test-data';
import { ASSESSMENT_KINDS } from '../assessment-kinds';
import { AssessmentEditorQuery } from '../graphql/assessment-editor-operations';
import { AssessmentEditorPage } from './assessment-editor-page';

// Generous: the machine running the suite is often busy.
const wait = { timeout: 8000 };

const stored = {
  assessment: {
    __typename: 'Assessment',
    id: IDS.assessment,
    editVersion: 3,
    name: 'Hazard perception',
    assessmentType: 'TrainingModule',
    feedbackStyle: 'SummaryFeedback',
    isSmartIndividuality: false,
    text: '',
    tileText: '',
    imageBlobReferenceId: null,
    maxSuspiciousAnswers: 0,
    suspiciousAnswerText: '',
    highRiskBelow: 30,
    mediumRiskBelow: 70,
  },
  assessmentItems: [],
  assessmentItemDriverMetricQuantities: [],
  assessmentItemQuestions: [],
  assessmentFeedbacks: [],
  questionTagLinks: [],
  driverMetricRecommendations: [],
  driverMetricAdjustments: [],
};

describe('AssessmentEditorPage, Analysis tab', () => {
  it('shows a saved training module’s analysis in a tab of its own, outside the form and without Save', async () => {
    renderWithProviders(<AssessmentEditorPage kind={ASSESSMENT_KINDS.training} />, {
      path: '/administration/training/edit/:id',
      route: `/administration/training/edit/${IDS.assessment}`,
      mocks: [
        safetyMetricsAnswer(),
        { request: { query: AssessmentEditorQuery, variables: { id: IDS.assessment } }, result: { data: stored } },
        subscriptionOptionsAnswer(),
        assessmentAnalysisAnswer(assessmentAnalysis()),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit training module' }, wait)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Training',
      'Introduction',
      'Questions and activities',
      'Feedback',
      'Recommend',
      'Tags',
      'Analysis',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Analysis' }));
    expect(await screen.findByRole('table', { name: 'Questions' }, wait)).toBeTruthy();
    // Enter in a filter field must not save the record: the analysis is not inside the editor's form.
    expect(screen.getByLabelText('From').closest('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Tags' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
