import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { dashboard } from './person-dashboard-fixtures';
import type { RiskExplanationView } from './person-dashboard-types';
import { RiskExplanationPanel } from './risk-explanation-panel';

const MEDIUM = dashboard().riskExplanation;

function sentences(explanation: RiskExplanationView, isOwnDashboard: boolean) {
  renderWithProviders(
    <RiskExplanationPanel explanation={explanation} isOwnDashboard={isOwnDashboard} name="Sam Driver" />,
  );
  return Array.from(screen.getByTestId('risk-explanation').querySelectorAll('p')).map((p) => p.textContent);
}

describe('RiskExplanationPanel', () => {
  it('explains the score, the metrics that pulled it down and the next band to the person', () => {
    expect(sentences(MEDIUM, true)).toEqual([
      'Your overall score is 55 (Medium risk).',
      'These safety metrics pulled it down: Hazards 20 (High), Speed 55 (Medium).',
      'Reach 70 to move to Low risk (15 points more).',
    ]);
  });

  it('names the person for a manager', () => {
    expect(sentences(MEDIUM, false)).toEqual([
      'The overall score of Sam Driver is 55 (Medium risk).',
      'These safety metrics pulled it down: Hazards 20 (High), Speed 55 (Medium).',
      'A score of 70 would move Sam Driver to Low risk (15 points more).',
    ]);
  });

  it('speaks of one metric and one point in the singular', () => {
    const high: RiskExplanationView = {
      score: 29,
      category: 'High',
      pulledDown: [{ driverMetricId: 'm-1', name: 'Observation', value: 10, band: 'High' }],
      nextBand: { category: 'Medium', targetScore: 30, pointsNeeded: 1 },
    };
    expect(sentences(high, true)).toEqual([
      'Your overall score is 29 (High risk).',
      'This safety metric pulled it down: Observation 10 (High).',
      'Reach 30 to move to Medium risk (1 point more).',
    ]);
  });

  it('says Low risk is the best band, with no next band and no weak metric', () => {
    const low: RiskExplanationView = { score: 85, category: 'Low', pulledDown: [], nextBand: null };
    expect(sentences(low, true)).toEqual([
      'Your overall score is 85 (Low risk).',
      'Low risk is the best band: keep it up.',
    ]);
  });

  it.each([
    [true, 'Not assessed yet: finish an assessment to see your risk.'],
    [false, 'Not assessed yet: Sam Driver has not finished an assessment.'],
  ])('says Not assessed (own dashboard: %s)', (own, text) => {
    const none: RiskExplanationView = { score: null, category: 'NotAssessed', pulledDown: [], nextBand: null };
    expect(sentences(none, own)).toEqual([text]);
  });
});
