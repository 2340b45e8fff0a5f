import { graphql } from '../../../gql';

/** Everything the assessment editor opens with, in one query. */
export const AssessmentEditorQuery = graphql(`
  query AssessmentEditor($id: ID!) {
    assessment(id: $id) {
      id
      editVersion
      name
      assessmentType
      feedbackStyle
      isSmartIndividuality
      text
      tileText
      imageBlobReferenceId
      maxSuspiciousAnswers
      suspiciousAnswerText
      highRiskBelow
      mediumRiskBelow
    }
    assessmentItems(assessmentId: $id) {
      id
      displayOrder
      numberOfQuestionsToPresent
      counterbalanceGroup
    }
    assessmentItemDriverMetricQuantities(assessmentId: $id) {
      id
      assessmentItemId
      driverMetricId
      quantity
    }
    assessmentItemQuestions(assessmentId: $id) {
      id
      assessmentItemId
      question {
        id
        name
        questionType
        driverMetricId
        driverMetricName
        scoredDriverMetricNames
      }
    }
    assessmentFeedbacks(assessmentId: $id) {
      id
      minTotalScore
      maxTotalScore
      feedbackText
      imageBlobReferenceId
      videoBlobReferenceId
    }
    questionTagLinks(targetId: $id) {
      id
      questionTagId
    }
    driverMetricRecommendations(targetId: $id) {
      id
      driverMetricId
      minScore
      maxScore
    }
    driverMetricAdjustments(targetId: $id) {
      id
      driverMetricId
      minScore
      maxScore
      adjustmentValue
    }
  }
`);

export const SaveAssessmentMutation = graphql(`
  mutation SaveAssessment($model: AssessmentBundleInput!) {
    saveAssessment(model: $model) {
      ...AssessmentListFields
    }
  }
`);
