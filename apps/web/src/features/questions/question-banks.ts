import {
  DEFAULT_QUESTION_TYPE,
  QuestionCategory,
  type QuestionType,
  questionCategory,
  questionTypesInCategory,
} from '@roadmark/domain/content/question-types';

/**
 * The four lists of the question bank (docs/product/content-editor.md#lists): each shows one category,
 * and its Add starts from that category's default type.
 */
export interface QuestionBank {
  /** The route segment under /administration. */
  path: string;
  category: QuestionCategory;
  /** Key prefix in the questionBank namespace: `{key}.title`, `{key}.add` ... */
  key: 'questions' | 'questionnaires' | 'learningActivities' | 'informationPages';
  types: QuestionType[];
  defaultType: QuestionType;
  /** The question-type column is shown where the category has more than one type. */
  showsType: boolean;
}

function bank(path: string, category: QuestionCategory, key: QuestionBank['key']): QuestionBank {
  const types = questionTypesInCategory(category);
  return { path, category, key, types, defaultType: DEFAULT_QUESTION_TYPE[key], showsType: types.length > 1 };
}

export const QUESTION_BANKS = {
  questions: bank('questions', QuestionCategory.Question, 'questions'),
  questionnaires: bank('questionnaires', QuestionCategory.Questionnaire, 'questionnaires'),
  learningActivities: bank('learning-activities', QuestionCategory.Learning, 'learningActivities'),
  informationPages: bank('information-pages', QuestionCategory.Information, 'informationPages'),
} as const satisfies Record<string, QuestionBank>;

export const ALL_QUESTION_BANKS: QuestionBank[] = Object.values(QUESTION_BANKS);

/** The edit screen of a question of any type, in the bank its category belongs to. */
export function questionEditPath(questionType: QuestionType, id: string): string {
  return `/administration/${bankOfCategory(questionCategory(questionType)).path}/edit/${id}`;
}

/** The bank whose list a question of this category belongs to (questionnaire sub-questions live in their questionnaire). */
export function bankOfCategory(category: QuestionCategory): QuestionBank {
  return ALL_QUESTION_BANKS.find((b) => b.category === category) ?? QUESTION_BANKS.questionnaires;
}
