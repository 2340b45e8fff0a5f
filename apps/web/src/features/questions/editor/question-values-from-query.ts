import { QuestionCategory, type QuestionType, questionCategory } from '@roadmark/domain/content/question-types';
import type { QuestionEditorQuery } from '../../../gql/graphql';
import { blobValue } from '../components/blob-value';
import type { AnswerValue, QuestionEditorValues } from './question-editor-values';

type Loaded = QuestionEditorQuery;

function answerValue(answer: Omit<AnswerValue, never> & { __typename?: string }): AnswerValue {
  const { __typename: _typename, ...fields } = answer;
  return fields;
}

/** The editor's starting values from the edit bundle query. */
export function questionValuesFromQuery(data: Loaded): QuestionEditorValues {
  const { question } = data;
  const links = data.questionSequenceQuestions.flatMap((link) =>
    link.childQuestion ? [{ ...link, childQuestion: link.childQuestion }] : [],
  );
  const isQuestionnaire = questionCategory(question.questionType as QuestionType) === QuestionCategory.Questionnaire;
  return {
    id: question.id,
    editVersion: question.editVersion,
    typeLock: question.typeLockedBecause ?? null,
    name: question.name,
    questionType: question.questionType as QuestionType,
    questionText: question.questionText,
    preQuestionText: question.preQuestionText,
    imageBlobReferenceId: question.imageBlobReferenceId ?? null,
    videoBlobReferenceId: question.videoBlobReferenceId ?? null,
    questionTextImageBlobReferenceId: question.questionTextImageBlobReferenceId ?? null,
    driverMetricId: question.driverMetricId ?? null,
    maximumClicks: question.maximumClicks,
    timeLimitSeconds: question.timeLimitSeconds,
    numberOfSubQuestions: question.numberOfSubQuestions,
    answers: data.questionAnswers.map((a) => answerValue(a as AnswerValue)),
    feedbacks: data.questionFeedbacks.map((f) => ({
      id: f.id,
      minScore: f.minScore,
      maxScore: f.maxScore,
      feedbackText: f.feedbackText,
      imageBlobReference: blobValue(f.imageBlobReferenceId),
      videoBlobReference: blobValue(f.videoBlobReferenceId),
    })),
    recommendations: data.driverMetricRecommendations.map((r) => ({
      id: r.id,
      driverMetricId: r.driverMetricId,
      minScore: r.minScore,
      maxScore: r.maxScore,
    })),
    adjustments: data.driverMetricAdjustments.map((a) => ({
      id: a.id,
      driverMetricId: a.driverMetricId,
      minScore: a.minScore,
      maxScore: a.maxScore,
      adjustmentValue: a.adjustmentValue,
    })),
    sequence: isQuestionnaire
      ? []
      : links.map((link) => ({
          id: link.id,
          displayOrder: link.displayOrder,
          childQuestion: {
            id: link.childQuestion.id,
            name: link.childQuestion.name,
            questionType: link.childQuestion.questionType,
          },
        })),
    questionnaireQuestions: isQuestionnaire
      ? links.map((link) => ({
          linkId: link.id,
          displayOrder: link.displayOrder,
          id: link.childQuestion.id,
          questionType: link.childQuestion.questionType as QuestionType,
          questionText: link.childQuestion.questionText,
          answers: link.childQuestion.answers.map((a) => answerValue(a as AnswerValue)),
        }))
      : [],
    tagLinks: data.questionTagLinks.map((link) => ({ id: link.id, questionTagId: link.questionTagId })),
    tagIds: data.questionTagLinks.map((link) => link.questionTagId),
  };
}
