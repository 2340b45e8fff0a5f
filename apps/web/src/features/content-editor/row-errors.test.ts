import { describe, expect, it } from 'vitest';
import { rowErrorsById, rowIdsWithErrors } from './row-errors';

const rows = [{ id: 'r0' }, { id: 'r1' }, { id: 'r2' }];

describe('rowErrorsById', () => {
  it('keys the page’s own validation messages by the id of the row at that index', () => {
    const errors = {
      name: 'Name is required',
      feedbacks: 'One or more of the feedbacks are invalid',
      'feedbacks.2.minTotalScore': 'Minimum score cannot be above the maximum score',
      'feedbacks.0.imageBlobReferenceId': 'Choose an image that has been uploaded.',
      'recommendations.0.driverMetricId': 'Metric is required',
      'feedbacks.7.maxTotalScore': 'no such row',
    };
    expect(rowErrorsById(errors, 'feedbacks', rows)).toEqual({
      'r2.minTotalScore': 'Minimum score cannot be above the maximum score',
      'r0.imageBlobReferenceId': 'Choose an image that has been uploaded.',
    });
  });

  it('keys a failed save’s messages by the id of the record sent at that place', () => {
    const sent = { added: [{ id: 'new1' }], updated: [{ id: 'r1' }, { id: 'r2' }], removed: ['gone'] };
    const errors = {
      'adjustments.added.0.adjustmentValue': 'Adjustment cannot be zero',
      'adjustments.updated.1.driverMetricId': 'Choose a safety metric that exists.',
      'adjustments.removed.0': 'Something in this save no longer exists.',
      'adjustments.updated.5.minScore': 'not sent',
    };
    expect(rowErrorsById(errors, 'adjustments', rows, sent)).toEqual({
      'new1.adjustmentValue': 'Adjustment cannot be zero',
      'r2.driverMetricId': 'Choose a safety metric that exists.',
      gone: 'Something in this save no longer exists.',
    });
  });

  it('ignores save paths when it does not know what was sent, and empty messages', () => {
    expect(rowErrorsById({ 'feedbacks.added.0.minScore': 'x', 'feedbacks.1.minScore': '' }, 'feedbacks', rows)).toEqual(
      {},
    );
  });
});

describe('rowIdsWithErrors', () => {
  it('names each row with a message once', () => {
    expect(rowIdsWithErrors({ 'r1.minScore': 'a', 'r1.maxScore': 'b', r2: 'c', 'r3.minScore': undefined })).toEqual([
      'r1',
      'r2',
    ]);
    expect(rowIdsWithErrors(undefined)).toEqual([]);
  });
});
