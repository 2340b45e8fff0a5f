import { graphql } from '../../../gql';

export const TagFieldsFragment = graphql(`
  fragment TagFields on QuestionTag {
    id
    name
    viewerCanUpdate
    viewerCanDelete
  }
`);

export const TagsQuery = graphql(`
  query Tags($offset: Int, $first: Int, $search: String) {
    questionTags(offset: $offset, first: $first, search: $search) {
      ...TagFields
    }
  }
`);

export const TagQuery = graphql(`
  query Tag($id: ID!) {
    questionTag(id: $id) {
      ...TagFields
    }
  }
`);

export const CreateTagMutation = graphql(`
  mutation CreateTag($model: CreateQuestionTagInput!) {
    createQuestionTag(model: $model) {
      ...TagFields
    }
  }
`);

export const UpdateTagMutation = graphql(`
  mutation UpdateTag($model: UpdateQuestionTagInput!) {
    updateQuestionTag(model: $model) {
      ...TagFields
    }
  }
`);

export const DeleteTagMutation = graphql(`
  mutation DeleteTag($id: ID!) {
    deleteQuestionTag(id: $id) {
      id
    }
  }
`);
