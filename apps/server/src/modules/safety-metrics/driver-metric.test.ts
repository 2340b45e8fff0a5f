import { describe, expect, it } from 'vitest';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { describeReferenceData } from '../../../test/reference-data-suite.ts';

const { ctx, admin } = describeReferenceData({
  one: 'driverMetric',
  many: 'driverMetrics',
  create: 'createDriverMetric',
  update: 'updateDriverMetric',
  delete: 'deleteDriverMetric',
  fields: 'id name archived startValue viewerCanUpdate viewerCanDelete',
});

describe('driver metric start value', () => {
  const create = (model: Record<string, unknown>) =>
    gql<{ createDriverMetric: { id: string; startValue: number } }>(
      ctx.app,
      'mutation($model: CreateDriverMetricInput!) { createDriverMetric(model: $model) { id startValue } }',
      { cookie: admin().cookie, variables: { model } },
    );

  it('defaults to 0 when a new metric is created without one', async () => {
    const response = await create({ name: 'Speed management' });
    expect(response.data!.createDriverMetric.startValue).toBe(0);
  });

  it('keeps a start value given on create and update', async () => {
    const { id } = (await create({ name: 'Hazard anticipation', startValue: 55 })).data!.createDriverMetric;
    const updated = await gql<{ updateDriverMetric: { startValue: number } }>(
      ctx.app,
      'mutation($model: UpdateDriverMetricInput!) { updateDriverMetric(model: $model) { startValue } }',
      { cookie: admin().cookie, variables: { model: { id, startValue: 100 } } },
    );
    expect(updated.data!.updateDriverMetric.startValue).toBe(100);
  });

  it.each([[-1], [101]])('refuses %s with the start value message', async (startValue) => {
    const response = await create({ name: `Out of range ${startValue}`, startValue });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toBe('Start value must be a whole number from 0 to 100');
  });
});
