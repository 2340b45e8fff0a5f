/**
 * The 17 question types (docs/product/content.md#questions-and-their-types), spelled as the API and the database store
 * them.
 */
export const QuestionType = {
  MultipleChoiceVideo: 'MultipleChoiceVideo',
  SlidingScaleVideo: 'SlidingScaleVideo',
  ResponseTimeVideo: 'ResponseTimeVideo',
  LocationResponseImage: 'LocationResponseImage',
  LocationDiscriminationImage: 'LocationDiscriminationImage',
  MultipleChoiceImage: 'MultipleChoiceImage',
  SequenceOfQuestions: 'SequenceOfQuestions',
  Questionnaire: 'Questionnaire',
  QuestionnaireInput: 'QuestionnaireInput',
  QuestionnaireMultipleChoice: 'QuestionnaireMultipleChoice',
  QuestionnaireScale: 'QuestionnaireScale',
  LearningVideo: 'LearningVideo',
  LearningImage: 'LearningImage',
  LearningText: 'LearningText',
  InformationVideo: 'InformationVideo',
  InformationImage: 'InformationImage',
  InformationText: 'InformationText',
} as const;
export type QuestionType = (typeof QuestionType)[keyof typeof QuestionType];
export const ALL_QUESTION_TYPES = Object.values(QuestionType) as [QuestionType, ...QuestionType[]];

/** The display name of each question type (English; the web app may translate them). */
export const QUESTION_TYPE_DISPLAY_NAMES: Record<QuestionType, string> = {
  MultipleChoiceVideo: 'Multiple choice video',
  SlidingScaleVideo: 'Sliding scale video',
  ResponseTimeVideo: 'Response time video',
  LocationResponseImage: 'Location response',
  LocationDiscriminationImage: 'Location discrimination',
  MultipleChoiceImage: 'Multiple choice picture',
  SequenceOfQuestions: 'Sequence of questions',
  Questionnaire: 'Questionnaire',
  QuestionnaireInput: 'Input',
  QuestionnaireMultipleChoice: 'Multiple choice',
  QuestionnaireScale: 'Scale',
  LearningVideo: 'Video learning',
  LearningImage: 'Image learning',
  LearningText: 'Textual learning',
  InformationVideo: 'Video information',
  InformationImage: 'Image information',
  InformationText: 'Textual information',
};

/** The categories of question types. */
export const QuestionCategory = {
  Question: 'Question',
  Questionnaire: 'Questionnaire',
  QuestionnaireQuestion: 'QuestionnaireQuestion',
  Learning: 'Learning',
  Information: 'Information',
} as const;
export type QuestionCategory = (typeof QuestionCategory)[keyof typeof QuestionCategory];
export const ALL_QUESTION_CATEGORIES = Object.values(QuestionCategory) as [QuestionCategory, ...QuestionCategory[]];

const CATEGORY_OF: Record<QuestionType, QuestionCategory> = {
  MultipleChoiceVideo: 'Question',
  SlidingScaleVideo: 'Question',
  ResponseTimeVideo: 'Question',
  LocationResponseImage: 'Question',
  LocationDiscriminationImage: 'Question',
  MultipleChoiceImage: 'Question',
  SequenceOfQuestions: 'Question',
  Questionnaire: 'Questionnaire',
  QuestionnaireInput: 'QuestionnaireQuestion',
  QuestionnaireMultipleChoice: 'QuestionnaireQuestion',
  QuestionnaireScale: 'QuestionnaireQuestion',
  LearningVideo: 'Learning',
  LearningImage: 'Learning',
  LearningText: 'Learning',
  InformationVideo: 'Information',
  InformationImage: 'Information',
  InformationText: 'Information',
};

export function questionCategory(type: QuestionType): QuestionCategory {
  return CATEGORY_OF[type];
}

export function questionTypesInCategory(category: QuestionCategory): QuestionType[] {
  return ALL_QUESTION_TYPES.filter((type) => CATEGORY_OF[type] === category);
}

/**
 * Only the Question category (the six video/image types and sequences, through their child questions) counts toward
 * the total score, risk and driver metrics (docs/product/scoring.md#session-total). Questionnaires, learning and
 * information do not.
 */
export function countsTowardScore(type: QuestionType): boolean {
  return CATEGORY_OF[type] === QuestionCategory.Question;
}

/** An item's category is its first pool question's; an empty pool counts as Question. */
export function itemCategory(poolTypes: readonly QuestionType[]): QuestionCategory {
  const first = poolTypes[0];
  return first === undefined ? QuestionCategory.Question : CATEGORY_OF[first];
}

/** The type a new record starts with on each editor's add screen (docs/product/content-editor.md#lists). */
export const DEFAULT_QUESTION_TYPE = {
  questions: QuestionType.MultipleChoiceVideo,
  questionnaires: QuestionType.Questionnaire,
  learningActivities: QuestionType.LearningVideo,
  informationPages: QuestionType.InformationVideo,
} as const;

/** Defaults of a new question. */
export const QUESTION_DEFAULTS = {
  maximumClicks: 10,
  maxScore: 100,
  timeLimitSeconds: 30,
  numberOfSubQuestions: 1,
} as const;

/** Every question part is worth 100 (docs/product/scoring.md#question-score). */
export const MAX_SCORE_PER_PART = 100;

/** Setting the number of parts sets maxScore to 100 times that number, floored at 0. */
export function maxScoreForParts(numberOfSubQuestions: number): number {
  return Math.max(0, MAX_SCORE_PER_PART * numberOfSubQuestions);
}

/** The number-of-parts input accepts -100..100 (maxScore is floored at 0 whatever is entered). */
export const NUMBER_OF_PARTS_RANGE = { min: -100, max: 100 } as const;

/** Defaults of a new answer, and the score set when an answer is marked correct. */
export const ANSWER_DEFAULTS = {
  score: 0,
  isCorrect: false,
  startResponseTimeSeconds: 0,
  endResponseTimeSeconds: 0,
  windowTop: 0,
  windowLeft: 0,
  windowBottom: 0,
  windowRight: 0,
  subQuestionNumber: 1,
  isSuspicious: false,
} as const;
export const ANSWER_CORRECT_SCORE = 100;
export const DEFAULT_SUSPICION_SCORE = 1;

/** Location questions: answers are rectangles on the image (docs/product/content.md#response-windows). */
export const LOCATION_QUESTION_TYPES: readonly QuestionType[] = [
  QuestionType.LocationResponseImage,
  QuestionType.LocationDiscriminationImage,
];
export function isLocationQuestion(type: QuestionType): boolean {
  return LOCATION_QUESTION_TYPES.includes(type);
}

/** Location questions carry a time limit on the image and a click limit. */
export const TIMED_IMAGE_QUESTION_TYPES = LOCATION_QUESTION_TYPES;

/** Response time video answers are time windows (docs/product/content.md#response-windows). */
export function isResponseTimeQuestion(type: QuestionType): boolean {
  return type === QuestionType.ResponseTimeVideo;
}

/**
 * Questions answered by clicks (a video time or a point on the image): clicks add up, and the server matches each to
 * a response window of the answer key, so which window a click hit (its answer) is not shown to the person answering.
 */
export function isAnsweredByClicks(type: QuestionType): boolean {
  return isResponseTimeQuestion(type) || isLocationQuestion(type);
}

/** A sliding scale needs at least two positions (answers). */
export const MIN_SLIDING_SCALE_POSITIONS = 2;

/**
 * The answer score range: questionnaire and sliding-scale answers accept -100..100, every other answer 0..100. The
 * editor's help text says which applies.
 */
export const SIGNED_SCORE_QUESTION_TYPES: readonly QuestionType[] = [
  QuestionType.SlidingScaleVideo,
  QuestionType.Questionnaire,
  QuestionType.QuestionnaireInput,
  QuestionType.QuestionnaireMultipleChoice,
  QuestionType.QuestionnaireScale,
];

export interface ScoreRange {
  min: number;
  max: number;
  /** The validation message key when a score is outside the range. */
  message: string;
  /** The editor's help text for the score input. */
  hint: string;
}

export const UNSIGNED_ANSWER_SCORE_RANGE: ScoreRange = {
  min: 0,
  max: 100,
  message: 'validation.content.scoreRange',
  hint: 'validation.content.hint.score',
};
export const SIGNED_ANSWER_SCORE_RANGE: ScoreRange = {
  min: -100,
  max: 100,
  message: 'validation.content.signedScoreRange',
  hint: 'validation.content.hint.signedScore',
};

export function answerScoreRange(type: QuestionType): ScoreRange {
  return SIGNED_SCORE_QUESTION_TYPES.includes(type) ? SIGNED_ANSWER_SCORE_RANGE : UNSIGNED_ANSWER_SCORE_RANGE;
}

/** The "type is required" message depends on the editor's category. */
export function typeRequiredMessage(category: QuestionCategory): string {
  switch (category) {
    case QuestionCategory.Learning:
      return 'validation.content.learningTypeRequired';
    case QuestionCategory.Questionnaire:
      return 'validation.content.questionnaireTypeRequired';
    case QuestionCategory.QuestionnaireQuestion:
      return 'validation.content.questionnaireQuestionTypeRequired';
    case QuestionCategory.Information:
      return 'validation.content.informationTypeRequired';
    default:
      return 'validation.content.questionTypeRequired';
  }
}

/**
 * What a question may hold. A sequence holds questions (other sequences too) and questionnaires, which
 * its editor picks; a questionnaire holds its own questions, which its editor creates. Null when the child may be
 * held, else the message key saying why not.
 */
export function childKindProblem(parentType: QuestionType, childType: QuestionType): string | null {
  const child = questionCategory(childType);
  if (parentType === QuestionType.SequenceOfQuestions) {
    return child === QuestionCategory.Question || child === QuestionCategory.Questionnaire
      ? null
      : 'validation.content.sequenceChildKind';
  }
  if (parentType === QuestionType.Questionnaire) {
    return child === QuestionCategory.QuestionnaireQuestion ? null : 'validation.content.questionnaireChildKind';
  }
  return 'validation.content.holdsNoQuestions';
}
