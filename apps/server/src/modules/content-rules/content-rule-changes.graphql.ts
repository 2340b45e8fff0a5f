import { childChangesInput } from '../content-records/child-changes.graphql.ts';
import {
  DriverMetricAdjustmentInput,
  DriverMetricRecommendationInput,
  QuestionTagLinkInput,
} from './content-rule.graphql.ts';

/**
 * The tag-link and rule collections of an editor's bundle save (question or assessment). The server sets each
 * record's targetId and targetType to the record being saved; anything sent for them is ignored.
 */
export const QuestionTagLinkChanges = childChangesInput(
  'QuestionTagLinkChanges',
  QuestionTagLinkInput,
  'Tag links added, updated and removed in one editor save.',
);

export const DriverMetricRecommendationChanges = childChangesInput(
  'DriverMetricRecommendationChanges',
  DriverMetricRecommendationInput,
  'Recommendation rules added, updated and removed in one editor save.',
);

export const DriverMetricAdjustmentChanges = childChangesInput(
  'DriverMetricAdjustmentChanges',
  DriverMetricAdjustmentInput,
  'Adjustment rules added, updated and removed in one editor save.',
);
