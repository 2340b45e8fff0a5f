import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SafetyMetricsQuery } from '../safety-metrics/graphql/safety-metric-operations';
import type { AdjustmentRule, RecommendationRule } from './driver-metric-rule';
import { DriverMetricRulesEditor } from './driver-metric-rules-editor';
import type { RowErrors } from './row-errors';

const SPEED = '00000000-0000-4000-8000-000000000001';
const BRAKING = '00000000-0000-4000-8000-000000000002';
const metric = (id: string, name: string) => ({
  __typename: 'DriverMetric',
  id,
  name,
  startValue: 50,
  archived: false,
  viewerCanUpdate: true,
  viewerCanDelete: true,
});
const metricsMock = (metrics = [metric(BRAKING, 'Braking'), metric(SPEED, 'Speed')]) => ({
  request: { query: SafetyMetricsQuery, variables: {} },
  result: { data: { driverMetrics: metrics } },
});

interface Setup {
  recommendations?: RecommendationRule[];
  adjustments?: AdjustmentRule[];
  recommendationErrors?: RowErrors;
  metrics?: ReturnType<typeof metric>[];
}

function renderEditor(setup: Setup = {}) {
  const sent: { recommendations: RecommendationRule[][]; adjustments: AdjustmentRule[][] } = {
    recommendations: [],
    adjustments: [],
  };
  function Page() {
    const [recommendations, setRecommendations] = useState(setup.recommendations ?? []);
    const [adjustments, setAdjustments] = useState(setup.adjustments ?? []);
    return (
      <DriverMetricRulesEditor
        recommendations={recommendations}
        onRecommendationsChange={(next) => {
          sent.recommendations.push(next);
          setRecommendations(next);
        }}
        adjustments={adjustments}
        onAdjustmentsChange={(next) => {
          sent.adjustments.push(next);
          setAdjustments(next);
        }}
        recommendationErrors={setup.recommendationErrors}
      />
    );
  }
  renderWithProviders(<Page />, { mocks: [metricsMock(setup.metrics)] });
  return sent;
}

const section = (name: string) => screen.getByRole('region', { name });
/** Rows say 'Loading safety metrics...' until the metrics arrive. */
const metricsLoaded = () =>
  waitFor(() => expect(screen.getAllByPlaceholderText('Choose a safety metric').length).toBeGreaterThan(0));

describe('DriverMetricRulesEditor', () => {
  it('explains both sections and adds rules from 0 to 100 with no metric or adjustment', async () => {
    const sent = renderEditor();
    const recommendations = section('Recommendations');
    expect(within(recommendations).getByText(/Recommend this to drivers whose score/)).toBeTruthy();
    expect(within(recommendations).getByText('There are no recommendations yet.')).toBeTruthy();
    expect(within(section('Adjustments')).getByText(/change their score on the safety metric/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add recommendation' }));
    expect(sent.recommendations.at(-1)).toEqual([
      { id: expect.stringMatching(/^[0-9a-f-]{36}$/), driverMetricId: null, minScore: 0, maxScore: 100 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Add adjustment' }));
    expect(sent.adjustments.at(-1)).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        driverMetricId: null,
        minScore: 0,
        maxScore: 100,
        adjustmentValue: null,
      },
    ]);
    expect((screen.getByLabelText('Minimum score for adjustment rule 1') as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText('Maximum score for adjustment rule 1') as HTMLInputElement).value).toBe('100');
    expect((screen.getByLabelText('Adjustment value of adjustment rule 1') as HTMLInputElement).value).toBe('');
    expect(screen.queryByLabelText('Adjustment value of recommendation rule 1')).toBeNull();
  });

  it('requires a metric, on blur, and takes one from the safety metrics', async () => {
    const sent = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add recommendation' }));
    await metricsLoaded();
    const select = screen.getByLabelText('Safety metric for recommendation rule 1');
    fireEvent.blur(select);
    expect(screen.getByText('Metric is required')).toBeTruthy();
    expect(screen.getByText('One or more of the drive metric recommendation rules are invalid')).toBeTruthy();

    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Speed' }));
    expect(sent.recommendations.at(-1)![0]).toMatchObject({ driverMetricId: SPEED });
    expect(screen.queryByText('Metric is required')).toBeNull();
    expect(screen.queryByText('One or more of the drive metric recommendation rules are invalid')).toBeNull();
  });

  it('refuses a zero adjustment and an empty one, on blur', () => {
    const sent = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add adjustment' }));
    const value = screen.getByLabelText('Adjustment value of adjustment rule 1');
    fireEvent.change(value, { target: { value: '0' } });
    fireEvent.blur(value);
    expect(screen.getByText('Adjustment cannot be zero')).toBeTruthy();
    expect(screen.getByText('One or more of the drive metric adjustment rules are invalid')).toBeTruthy();
    expect(screen.queryByText('One or more of the drive metric recommendation rules are invalid')).toBeNull();

    fireEvent.change(value, { target: { value: '-' } });
    expect((value as HTMLInputElement).value).toBe('-');
    expect(sent.adjustments.at(-1)![0]).toMatchObject({ adjustmentValue: null });
    expect(screen.queryByText('Adjustment cannot be zero')).toBeNull();
    fireEvent.change(value, { target: { value: '-5' } });
    fireEvent.blur(value);
    expect(screen.queryByText('Adjustment cannot be zero')).toBeNull();
    expect(screen.queryByText('One or more of the drive metric adjustment rules are invalid')).toBeNull();
    expect(sent.adjustments.at(-1)![0]).toMatchObject({ adjustmentValue: -5 });

    fireEvent.change(value, { target: { value: '' } });
    fireEvent.blur(value);
    expect(screen.getByText('Adjustment is required')).toBeTruthy();
    expect(sent.adjustments.at(-1)![0]).toMatchObject({ adjustmentValue: null });
  });

  it('shows rules sorted by min then max score and checks scores on blur', async () => {
    const sent = renderEditor({
      recommendations: [
        { id: 'r1', driverMetricId: SPEED, minScore: 60, maxScore: 100 },
        { id: 'r2', driverMetricId: BRAKING, minScore: 0, maxScore: 50 },
        { id: 'r3', driverMetricId: SPEED, minScore: 0, maxScore: 30 },
      ],
    });
    const rows = within(section('Recommendations')).getAllByRole('group', { name: /^Recommendation rule \d$/ });
    expect(rows.map((row) => (within(row).getByLabelText(/^Maximum score/) as HTMLInputElement).value)).toEqual([
      '30',
      '50',
      '100',
    ]);
    await waitFor(() =>
      expect((screen.getByLabelText('Safety metric for recommendation rule 2') as HTMLInputElement).value).toBe(
        'Braking',
      ),
    );

    const min = screen.getByLabelText('Minimum score for recommendation rule 1');
    fireEvent.change(min, { target: { value: '40' } });
    fireEvent.blur(min);
    expect(screen.getByText('Minimum score cannot be above the maximum score')).toBeTruthy();
    expect(sent.recommendations.at(-1)!.map((rule) => rule.id)).toEqual(['r1', 'r2', 'r3']);
  });

  it('shows the page’s messages by rule id and field, and removes a rule', () => {
    const sent = renderEditor({
      recommendations: [
        { id: 'r1', driverMetricId: null, minScore: 0, maxScore: 100 },
        { id: 'r2', driverMetricId: SPEED, minScore: 10, maxScore: 100 },
      ],
      recommendationErrors: { 'r1.driverMetricId': 'Metric is required' },
    });
    const first = screen.getByRole('group', { name: 'Recommendation rule 1' });
    expect(within(first).getByText('Metric is required')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove recommendation rule 2' }));
    expect(sent.recommendations.at(-1)!.map((rule) => rule.id)).toEqual(['r1']);
  });

  it('says so when there are no safety metrics, linking to where they are added', async () => {
    renderEditor({ metrics: [] });
    const link = await screen.findByRole('link', { name: 'Add safety metrics' });
    expect(link.getAttribute('href')).toBe('/administration/safety-metrics');
    expect(screen.getByText(/There are no safety metrics yet/)).toBeTruthy();
  });
});
