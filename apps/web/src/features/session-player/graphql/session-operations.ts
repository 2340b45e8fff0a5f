import { graphql } from '../../../gql';

export const SessionFieldsFragment = graphql(`
  fragment SessionFields on AssessmentSession {
    id
    assessmentId
    userId
    startDate
    endDate
    totalScore
    currentPosition
    isFinished
    markedSuspicious
    isPreview
  }
`);

export const PlayerQuestionFieldsFragment = graphql(`
  fragment PlayerQuestionFields on PlayerQuestion {
    id
    name
    questionType
    questionText
    preQuestionText
    numberOfSubQuestions
    timeLimitSeconds
    maximumClicks
    imageUrl
    videoUrl
    questionTextImageUrl
    answers {
      id
      answerText
      answerTextImageUrl
      displayOrder
      subQuestionNumber
    }
  }
`);

export const ResponseEventFieldsFragment = graphql(`
  fragment ResponseEventFields on PlayerResponseEvent {
    id
    questionId
    assessmentItemId
    questionAnswerId
    responseTimeSeconds
    clickPositionX
    clickPositionY
    textInput
    subQuestionNumber
    eventDate
  }
`);

/** The session launch view: the session, its pages' questions (no answer key) and the responses so far. */
export const SessionLaunchViewQuery = graphql(`
  query SessionLaunchView($id: ID!) {
    assessmentSessionLaunchView(id: $id) {
      session {
        ...SessionFields
      }
      assessment {
        id
        name
        assessmentType
        feedbackStyle
        text
      }
      presented {
        assessmentItemId
        question {
          ...PlayerQuestionFields
          children {
            ...PlayerQuestionFields
            children {
              ...PlayerQuestionFields
            }
          }
        }
      }
      responseEvents {
        ...ResponseEventFields
      }
      pageCount
      viewerCanAnswer
      isStudy
    }
  }
`);

export const InitializeSessionMutation = graphql(`
  mutation InitializeAssessmentSession($assessmentId: ID!, $userId: ID, $restart: Boolean, $preview: Boolean) {
    initializeAssessmentSession(assessmentId: $assessmentId, userId: $userId, restart: $restart, preview: $preview) {
      ...SessionFields
    }
  }
`);

export const SaveSessionResponsesMutation = graphql(`
  mutation SaveAssessmentSessionResponses($model: SaveAssessmentSessionResponsesInput!) {
    saveAssessmentSessionResponses(model: $model) {
      ...SessionFields
    }
  }
`);

export const FinishSessionMutation = graphql(`
  mutation FinishAssessmentSession($model: FinishAssessmentSessionInput!) {
    finishAssessmentSession(model: $model) {
      ...SessionFields
    }
  }
`);

/** The finish page: score, risk, the overall and per-question feedback and the metric breakdown. */
export const SessionResultQuery = graphql(`
  query SessionResult($id: ID!) {
    assessmentSessionResult(id: $id) {
      session {
        ...SessionFields
      }
      assessmentName
      feedbackStyle
      score
      minScore
      maxScore
      riskCategory
      markedSuspicious
      suspiciousAnswerText
      feedbackText
      feedbackImageUrl
      feedbackVideoUrl
      questionBreakdown {
        assessmentItemId
        questionId
        name
        questionType
        score
        maxScore
        percent
        feedbackText
        feedbackImageUrl
        feedbackVideoUrl
      }
      driverMetricBreakdown {
        driverMetricId
        name
        score
        adjustment
        dashboardValue
      }
    }
  }
`);

/** The feedback page after a scored question when the assessment gives feedback on each question. */
export const SessionQuestionFeedbackQuery = graphql(`
  query SessionQuestionFeedback($assessmentSessionId: ID!, $assessmentItemId: ID!, $questionId: ID!) {
    assessmentSessionQuestionFeedback(
      assessmentSessionId: $assessmentSessionId
      assessmentItemId: $assessmentItemId
      questionId: $questionId
    ) {
      questionId
      name
      score
      maxScore
      percent
      feedbackText
      feedbackImageUrl
      feedbackVideoUrl
    }
  }
`);
