import { graphql } from '../../../gql';

export const QuestionListFieldsFragment = graphql(`
  fragment QuestionListFields on Question {
    id
    name
    questionType
    driverMetricName
    scoredDriverMetricNames
    questionTags {
      id
      name
    }
    viewerCanUpdate
  }
`);

export const QuestionBankQuery = graphql(`
  query QuestionBank($offset: Int, $first: Int, $search: String, $questionTypes: [String!], $questionTagIds: [ID!]) {
    questions(
      offset: $offset
      first: $first
      search: $search
      questionTypes: $questionTypes
      questionTagIds: $questionTagIds
    ) {
      ...QuestionListFields
    }
  }
`);

export const QuestionRelatedCountsQuery = graphql(`
  query QuestionRelatedCounts($id: ID!) {
    question(id: $id) {
      id
      name
      questionType
    }
    questionRelatedCounts(id: $id) {
      answers
      questionnaireAnswers
      feedbacks
      tagLinks
      recommendations
      adjustments
      assessmentLinks
      responseEvents
      sequenceQuestions
    }
    questionUsages(id: $id) {
      assessments {
        id
        name
        type
      }
      assessmentCount
      parentQuestions {
        id
        name
        type
      }
      parentQuestionCount
    }
  }
`);

export const DeleteQuestionMutation = graphql(`
  mutation DeleteQuestion($id: ID!) {
    deleteQuestion(id: $id) {
      id
    }
  }
`);
