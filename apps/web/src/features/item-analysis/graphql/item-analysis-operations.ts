import { graphql } from '../../../gql';

export const ItemFlagFieldsFragment = graphql(`
  fragment ItemFlagFields on ItemFlag {
    code
    messageKey
    answerId
    suggestedShiftSeconds
  }
`);

export const QuestionFiguresFieldsFragment = graphql(`
  fragment QuestionFiguresFields on QuestionFigures {
    presented
    answered
    facility
    discrimination
    discriminationUndefinedReason
    meanResponseTimeSeconds
  }
`);

/** The Analysis tab of an assessment or training module. */
export const AssessmentAnalysisQuery = graphql(`
  query AssessmentAnalysis($assessmentId: ID!, $from: String, $to: String, $subscriptionId: ID) {
    assessmentAnalysis(assessmentId: $assessmentId, from: $from, to: $to, subscriptionId: $subscriptionId) {
      sessionCount
      peopleCount
      meanScore
      scoreStandardDeviation
      scoreHistogram {
        from
        to
        count
      }
      reliability {
        alpha
        questionCount
        sessionCount
        undefinedReason
      }
      questions {
        questionId
        name
        questionType
        figures {
          ...QuestionFiguresFields
        }
        flags {
          ...ItemFlagFields
        }
      }
    }
  }
`);

/** The Analysis section of a question's page, in one assessment or in all. */
export const QuestionAnalysisQuery = graphql(`
  query QuestionAnalysis($questionId: ID!, $assessmentId: ID, $from: String, $to: String, $subscriptionId: ID) {
    questionAnalysis(
      questionId: $questionId
      assessmentId: $assessmentId
      from: $from
      to: $to
      subscriptionId: $subscriptionId
    ) {
      question {
        id
        questionType
        imageUrl
      }
      assessment {
        id
        name
        assessmentType
      }
      figures {
        ...QuestionFiguresFields
      }
      flags {
        ...ItemFlagFields
      }
      choices {
        answerId
        answerText
        subQuestionNumber
        isCorrect
        chosenBy
        share
        meanTotalScore
      }
      clickTimes {
        clickCount
        binSeconds
        bins {
          startSeconds
          count
        }
      }
      responseWindows {
        answerId
        startSeconds
        endSeconds
        score
        firstClickBefore
        firstClickInside
        firstClickAfter
        noNearClick
        nearMissBefore
        nearMissAfter
        medianNearMissSeconds
      }
      locationClicks {
        clickCount
        cellSize
        cells {
          column
          row
          count
        }
        windows {
          answerId
          left
          top
          right
          bottom
          score
          clicksInside
          shareInside
        }
      }
    }
  }
`);

/** The customer subscriptions an analysis can be narrowed to, found by name, and the name of the one chosen. */
export const AnalysisSubscriptionOptionsQuery = graphql(`
  query AnalysisSubscriptionOptions($search: String, $first: Int, $chosenId: ID!, $withChosen: Boolean!) {
    subscriptions(search: $search, first: $first, subscriptionTypes: ["Subscription", "Study"]) {
      id
      companyName
    }
    chosen: subscription(id: $chosenId) @include(if: $withChosen) {
      id
      companyName
    }
  }
`);
