import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderWithProviders } from '../../../test/render';
import {
  CreateSafetyMetricMutation,
  SafetyMetricQuery,
  UpdateSafetyMetricMutation,
} from '../graphql/safety-metric-operations';
import { SafetyMetricFormPage } from './safety-metric-form-page';

const metric = {
  __typename: 'DriverMetric',
  id: 'm1',
  name: 'Speed',
  startValue: 40,
  archived: false,
  viewerCanUpdate: true,
  viewerCanDelete: true,
};
const listRoute = [{ path: '/safety-metrics', element: <p>metric list</p> }];

describe('SafetyMetricFormPage', () => {
  it('starts a new metric at 0, explains the start value and creates it', async () => {
    const { router } = renderWithProviders(<SafetyMetricFormPage />, {
      path: '/safety-metrics/add',
      history: ['/safety-metrics'],
      routes: listRoute,
      mocks: [
        {
          request: {
            query: CreateSafetyMetricMutation,
            variables: (v: { model: { name: string; startValue: number } }) =>
              v.model.name === 'Speed' && v.model.startValue === 0,
          },
          result: { data: { createDriverMetric: { ...metric, startValue: 0 } } },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Add safety metric' })).toBeTruthy();
    expect((screen.getByLabelText('Start value') as HTMLInputElement).value).toBe('0');
    expect(screen.getByText('The score a driver starts with on this metric before they are measured.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Speed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/safety-metrics'));
  });

  it('requires a name and a start value from 0 to 100', async () => {
    renderWithProviders(<SafetyMetricFormPage />, { path: '/safety-metrics/add' });
    fireEvent.change(screen.getByLabelText('Start value'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Start value must be a whole number from 0 to 100')).toBeTruthy();
  });

  it('sends only the changed fields on edit', async () => {
    const { router } = renderWithProviders(<SafetyMetricFormPage />, {
      path: '/safety-metrics/edit/:id',
      route: '/safety-metrics/edit/m1',
      history: ['/safety-metrics'],
      routes: listRoute,
      mocks: [
        { request: { query: SafetyMetricQuery, variables: { id: 'm1' } }, result: { data: { driverMetric: metric } } },
        {
          request: { query: UpdateSafetyMetricMutation, variables: { model: { id: 'm1', startValue: 55 } } },
          result: { data: { updateDriverMetric: { ...metric, startValue: 55 } } },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit safety metric' })).toBeTruthy();
    await screen.findByDisplayValue('Speed');
    fireEvent.change(screen.getByLabelText('Start value'), { target: { value: '55' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/safety-metrics'));
  });
});
