import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { LIST_PAGE_SIZE } from '../../../ui/list-page/use-list-query';
import { SafetyMetricsQuery } from '../graphql/safety-metric-operations';
import { SafetyMetricListPage } from './safety-metric-list-page';

const metric = {
  __typename: 'DriverMetric',
  id: 'm1',
  name: 'Speed',
  startValue: 40,
  archived: false,
  viewerCanUpdate: true,
  viewerCanDelete: true,
};

beforeEach(() => localStorage.clear());

describe('SafetyMetricListPage', () => {
  it('lists metrics with their start value in cards and in the table', async () => {
    renderWithProviders(<SafetyMetricListPage />, {
      path: '/safety-metrics',
      mocks: [
        {
          request: { query: SafetyMetricsQuery, variables: { offset: 0, first: LIST_PAGE_SIZE } },
          result: { data: { driverMetrics: [metric] } },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Safety metrics' })).toBeTruthy();
    expect(await screen.findByText('Start value: 40')).toBeTruthy();
    expect(document.title).toBe('Safety metrics - Roadmark');
    fireEvent.click(screen.getByRole('radio', { name: 'Table' }));
    expect(screen.getByRole('columnheader', { name: 'Start value' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '40' })).toBeTruthy();
  });
});
