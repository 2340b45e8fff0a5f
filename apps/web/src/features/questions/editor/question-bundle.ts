import { plainText } from '@roadmark/domain/rich-text/plain-text';
import { collectionChanges } from '../../content-editor/collection-changes';
import { feedbackInput } from '../../content-editor/feedback-input';
import { tagLinkChanges } from '../../content-editor/tag-link-changes';
import type {
  AnswerValue,
  QuestionEditorValues,
  QuestionnaireQuestionValue,
  SequenceChildValue,
} from './question-editor-values';

/** The question's own fields as createQuestion/updateQuestion and the bundle take them. */
export function questionInput(values: QuestionEditorValues) {
  return {
    id: values.id,
    name: values.name,
    questionType: values.questionType,
    questionText: values.questionText,
    preQuestionText: values.preQuestionText,
    imageBlobReferenceId: values.imageBlobReferenceId,
    videoBlobReferenceId: values.videoBlobReferenceId,
    questionTextImageBlobReferenceId: values.questionTextImageBlobReferenceId,
    driverMetricId: values.driverMetricId,
    maximumClicks: values.maximumClicks,
    timeLimitSeconds: values.timeLimitSeconds,
    numberOfSubQuestions: values.numberOfSubQuestions,
  };
}

export const answerInput = (answer: AnswerValue) => ({ ...answer });

const sequenceInput = (child: SequenceChildValue) => ({
  id: child.id,
  childQuestionId: child.childQuestion.id,
  displayOrder: child.displayOrder,
});

function questionnaireQuestionInput(
  initial: QuestionnaireQuestionValue | undefined,
  current: QuestionnaireQuestionValue,
) {
  return {
    question: {
      id: current.id,
      // Sub-questions have no name field on screen; their name in lists is their text.
      name: plainText(current.questionText, 200) || current.questionType,
      questionType: current.questionType,
      questionText: current.questionText,
    },
    displayOrder: current.displayOrder,
    answers: collectionChanges(initial?.answers ?? [], current.answers, answerInput),
  };
}

function questionnaireChanges(initial: QuestionnaireQuestionValue[], current: QuestionnaireQuestionValue[]) {
  const before = new Map(initial.map((q) => [q.id, q]));
  const after = new Set(current.map((q) => q.id));
  const added = current.filter((q) => !before.has(q.id)).map((q) => questionnaireQuestionInput(undefined, q));
  const updated = current
    .filter((q) => before.has(q.id))
    .map((q) => ({ before: before.get(q.id), input: questionnaireQuestionInput(before.get(q.id), q) }))
    .filter(({ before: old, input }) => {
      const { answers } = input;
      const answersChanged = answers.added.length + answers.updated.length + answers.removed.length > 0;
      return (
        answersChanged ||
        old?.questionText !== input.question.questionText ||
        old?.questionType !== input.question.questionType ||
        old?.displayOrder !== input.displayOrder
      );
    })
    .map(({ input }) => input);
  const removed = initial.filter((q) => !after.has(q.id)).map((q) => q.id);
  return { added, updated, removed };
}

/**
 * The one save of the question editor (one save, one transaction): the question and, per child
 * collection, what was added, changed and removed since the editor loaded (docs/product/content-editor.md#one-save).
 */
export function questionBundle(initial: QuestionEditorValues | null, current: QuestionEditorValues) {
  const loaded = initial ?? {
    ...current,
    answers: [],
    feedbacks: [],
    recommendations: [],
    adjustments: [],
    sequence: [],
    questionnaireQuestions: [],
    tagLinks: [],
  };
  return {
    question: questionInput(current),
    ...(initial ? { expectedEditVersion: initial.editVersion } : {}),
    answers: collectionChanges(loaded.answers, current.answers, answerInput),
    feedbacks: collectionChanges(loaded.feedbacks, current.feedbacks, feedbackInput),
    recommendations: collectionChanges(loaded.recommendations, current.recommendations, (r) => ({ ...r })),
    adjustments: collectionChanges(loaded.adjustments, current.adjustments, (a) => ({ ...a })),
    sequenceQuestions: collectionChanges(loaded.sequence, current.sequence, sequenceInput),
    questionnaireQuestions: questionnaireChanges(loaded.questionnaireQuestions, current.questionnaireQuestions),
    tagLinks: tagLinkChanges(loaded.tagLinks, current.tagIds),
  };
}
