import { graphql } from '../../../gql';

export const QuestionAnswerFieldsFragment = graphql(`
  fragment QuestionAnswerFields on QuestionAnswer {
    id
    displayOrder
    answerText
    answerTextImageBlobReferenceId
    scaleImageBlobReferenceId
    score
    isCorrect
    startResponseTimeSeconds
    endResponseTimeSeconds
    windowLeft
    windowTop
    windowRight
    windowBottom
    discriminationGroup
    subQuestionNumber
    isSuspicious
    suspicionScore
  }
`);

/** Everything the question editor opens with, by the question's id, in one query. */
export const QuestionEditorQuery = graphql(`
  query QuestionEditor($id: ID!) {
    question(id: $id) {
      id
      editVersion
      typeLockedBecause
      name
      questionType
      questionText
      preQuestionText
      imageBlobReferenceId
      videoBlobReferenceId
      questionTextImageBlobReferenceId
      driverMetricId
      maximumClicks
      timeLimitSeconds
      numberOfSubQuestions
    }
    questionAnswers(questionId: $id) {
      ...QuestionAnswerFields
    }
    questionFeedbacks(questionId: $id) {
      id
      minScore
      maxScore
      feedbackText
      imageBlobReferenceId
      videoBlobReferenceId
    }
    questionSequenceQuestions(parentQuestionId: $id) {
      id
      displayOrder
      childQuestion {
        id
        name
        questionType
        questionText
        answers {
          ...QuestionAnswerFields
        }
      }
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

export const SaveQuestionMutation = graphql(`
  mutation SaveQuestion($model: QuestionBundleInput!) {
    saveQuestion(model: $model) {
      id
      name
      questionType
      driverMetricName
      questionTags {
        id
        name
      }
      viewerCanUpdate
    }
  }
`);
