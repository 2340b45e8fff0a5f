import { graphql } from '../../../gql';

export const SafetyMetricFieldsFragment = graphql(`
  fragment SafetyMetricFields on DriverMetric {
    id
    name
    startValue
    archived
    viewerCanUpdate
    viewerCanDelete
  }
`);

export const SafetyMetricsQuery = graphql(`
  query SafetyMetrics($offset: Int, $first: Int, $search: String) {
    driverMetrics(offset: $offset, first: $first, search: $search) {
      ...SafetyMetricFields
    }
  }
`);

export const SafetyMetricQuery = graphql(`
  query SafetyMetric($id: ID!) {
    driverMetric(id: $id) {
      ...SafetyMetricFields
    }
  }
`);

export const CreateSafetyMetricMutation = graphql(`
  mutation CreateSafetyMetric($model: CreateDriverMetricInput!) {
    createDriverMetric(model: $model) {
      ...SafetyMetricFields
    }
  }
`);

export const UpdateSafetyMetricMutation = graphql(`
  mutation UpdateSafetyMetric($model: UpdateDriverMetricInput!) {
    updateDriverMetric(model: $model) {
      ...SafetyMetricFields
    }
  }
`);

export const DeleteSafetyMetricMutation = graphql(`
  mutation DeleteSafetyMetric($id: ID!) {
    deleteDriverMetric(id: $id) {
      id
    }
  }
`);
