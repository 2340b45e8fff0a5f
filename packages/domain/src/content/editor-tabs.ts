import { AssessmentType } from './assessment-form.ts';
import { isLocationQuestion, QuestionType } from './question-types.ts';

/**
 * The tabs of the assessment/training editor (docs/product/content-editor.md#the-assessment-editor): Assessment or
 * Training (main), Introduction, Questions and activities, Feedback, Recommend, Tags. "Tabs with invalid content show a
 * warning icon."
 */
export const AssessmentTab = {
  Main: 'main',
  Introduction: 'introduction',
  QuestionsAndActivities: 'questionsAndActivities',
  Feedback: 'feedback',
  Recommend: 'recommend',
  Tags: 'tags',
} as const;
export type AssessmentTab = (typeof AssessmentTab)[keyof typeof AssessmentTab];
export const ALL_ASSESSMENT_TABS = Object.values(AssessmentTab);

/** The tabs of the question editor: Main, Question prompt / Response windows, Feedback, Recommend, Tags. */
export const QuestionTab = {
  Main: 'main',
  Prompt: 'prompt',
  Feedback: 'feedback',
  Recommend: 'recommend',
  Tags: 'tags',
} as const;
export type QuestionTab = (typeof QuestionTab)[keyof typeof QuestionTab];
export const ALL_QUESTION_TABS = Object.values(QuestionTab);

/** The English tab names; the web app shows its own translations of these. */
export function assessmentTabName(tab: AssessmentTab, type: AssessmentType): string {
  const names: Record<AssessmentTab, string> = {
    main: type === AssessmentType.TrainingModule ? 'Training' : 'Assessment',
    introduction: 'Introduction',
    questionsAndActivities: 'Questions and activities',
    feedback: 'Feedback',
    recommend: 'Recommend',
    tags: 'Tags',
  };
  return names[tab];
}

/** The question editor's main tab is named after the type: video, scene, learning, questions, questionnaire or information page. */
export function questionTabName(tab: QuestionTab, type: QuestionType): string {
  if (tab === QuestionTab.Main) return questionMainTabName(type);
  if (tab === QuestionTab.Prompt) return isLocationQuestion(type) ? 'Response windows' : 'Question prompt';
  return { feedback: 'Feedback', recommend: 'Recommend', tags: 'Tags' }[tab];
}

function questionMainTabName(type: QuestionType): string {
  switch (type) {
    case QuestionType.MultipleChoiceVideo:
    case QuestionType.SlidingScaleVideo:
    case QuestionType.ResponseTimeVideo:
      return 'Video';
    case QuestionType.LocationResponseImage:
    case QuestionType.LocationDiscriminationImage:
    case QuestionType.MultipleChoiceImage:
      return 'Scene';
    case QuestionType.SequenceOfQuestions:
      return 'Questions';
    case QuestionType.LearningVideo:
    case QuestionType.LearningImage:
    case QuestionType.LearningText:
      return 'Learning';
    case QuestionType.InformationVideo:
    case QuestionType.InformationImage:
    case QuestionType.InformationText:
      return 'Information page';
    default:
      return 'Questionnaire';
  }
}

const ASSESSMENT_FIELD_TABS: Record<string, AssessmentTab> = {
  text: 'introduction',
  items: 'questionsAndActivities',
  feedbacks: 'feedback',
  recommendations: 'recommend',
  adjustments: 'recommend',
  tagIds: 'tags',
};

const QUESTION_FIELD_TABS: Record<string, QuestionTab> = {
  questionText: 'prompt',
  preQuestionText: 'prompt',
  questionTextImageBlobReferenceId: 'prompt',
  answers: 'prompt',
  feedbacks: 'feedback',
  recommendations: 'recommend',
  adjustments: 'recommend',
  tagIds: 'tags',
};

interface IssueLike {
  path: readonly PropertyKey[];
}

function tabsOf<T extends string>(issues: readonly IssueLike[], map: Record<string, T>, fallback: T, order: T[]): T[] {
  const found = new Set<T>();
  for (const issue of issues) {
    const field = issue.path[0];
    found.add(typeof field === 'string' && field in map ? (map[field] as T) : fallback);
  }
  return order.filter((tab) => found.has(tab));
}

/** The assessment editor's tabs that hold at least one of these zod issues, in tab order. Other fields: main tab. */
export function assessmentTabsWithProblems(issues: readonly IssueLike[]): AssessmentTab[] {
  return tabsOf(issues, ASSESSMENT_FIELD_TABS, AssessmentTab.Main, ALL_ASSESSMENT_TABS);
}

/**
 * The question editor's tabs that hold at least one of these zod issues, in tab order. Answers (and their response
 * windows) are on the prompt tab; sequence children, questionnaire questions and the rest are on the main tab.
 */
export function questionTabsWithProblems(issues: readonly IssueLike[]): QuestionTab[] {
  return tabsOf(issues, QUESTION_FIELD_TABS, QuestionTab.Main, ALL_QUESTION_TABS);
}
