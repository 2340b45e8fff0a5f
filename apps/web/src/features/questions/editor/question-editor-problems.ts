import type { FormErrors } from '@mantine/form';
import { type QuestionTab, questionTabsWithProblems } from '@roadmark/domain/content/editor-tabs';
import { questionEditSchema } from '@roadmark/domain/content/question-form';
import { type QuestionCategory, questionCategory } from '@roadmark/domain/content/question-types';
import { type Translate, zodFormValidate } from '../../../ui/form-actions/zod-form-validate';
import { feedbackInput } from '../../content-editor/feedback-input';
import type { QuestionEditorValues } from './question-editor-values';

/** The editor's values in the shape of the domain's question edit schema. */
export function schemaInput(values: QuestionEditorValues) {
  return {
    ...values,
    feedbacks: values.feedbacks.map(feedbackInput),
    sequenceQuestionIds: values.sequence.map((child) => child.childQuestion.id),
    questionnaireQuestions: values.questionnaireQuestions.map((q) => ({
      id: q.id,
      questionText: q.questionText,
      questionType: q.questionType,
      answers: q.answers,
    })),
  };
}

export interface QuestionEditorProblems {
  /** Translated messages by field path ('name', 'answers.2.score', 'feedbacks'). */
  errors: FormErrors;
  tabs: QuestionTab[];
}

/** What is wrong with the editor's values, by field and by tab (tabs with invalid content show a warning icon). */
export function questionEditorProblems(
  values: QuestionEditorValues,
  category: QuestionCategory | undefined,
  t: Translate,
): QuestionEditorProblems {
  const errors = zodFormValidate<QuestionEditorValues>(
    questionEditSchema(category ?? questionCategory(values.questionType)),
    t,
  )(schemaInput(values) as unknown as QuestionEditorValues);
  const tabs = questionTabsWithProblems(Object.keys(errors).map((path) => ({ path: path.split('.') })));
  return { errors, tabs };
}
