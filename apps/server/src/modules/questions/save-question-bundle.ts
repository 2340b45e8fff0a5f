import { RuleTargetType } from '@roadmark/domain/content/driver-metric-rules';
import { QuestionType } from '@roadmark/domain/content/question-types';
import { isUuid } from '@roadmark/domain/ids';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { assertCanAuthorContent } from '../content-records/content-record.policy.ts';
import {
  applyChildChanges,
  type ChildChanges,
  type ContentRecordKind,
  withFieldPrefix,
} from '../content-records/content-record.ts';
import { assertEditVersion, recordEditVersionSave } from '../content-records/edit-version.ts';
import {
  driverMetricAdjustmentKind,
  driverMetricRecommendationKind,
  questionTagLinkKind,
} from '../content-rules/content-rule-kinds.ts';
import { BundlePlaces } from './bundle-places.ts';
import { assertChildKindsHold } from './child-kinds.ts';
import { findLiveQuestion } from './live-question.ts';
import { withNewDisplayOrders } from './next-display-order.ts';
import { questions } from './question.table.ts';
import { questionAnswerKind } from './question-answer-kind.ts';
import { questionFeedbackKind } from './question-feedback-kind.ts';
import { questionSequenceQuestionKind } from './question-sequence-question-kind.ts';
import { questionView } from './question-view.ts';
import { countQuestionnaireParts } from './questionnaire-parts.ts';
import { applyQuestionnaireQuestionChanges, type QuestionnaireQuestionChanges } from './questionnaire-questions.ts';
import { insertQuestion, updateLiveQuestion } from './store-question.ts';
import { validateStoredQuestion } from './validate-stored-question.ts';

/**
 * What the question editor's Save sends (docs/product/content-editor.md#one-save): the question and each child
 * collection's changes.
 */
export interface QuestionBundle {
  question: Record<string, unknown>;
  /** The edit version the editor opened; a save over a newer one is refused (see assertEditVersion). */
  expectedEditVersion?: number | null;
  answers?: ChildChanges | null;
  feedbacks?: ChildChanges | null;
  sequenceQuestions?: ChildChanges | null;
  questionnaireQuestions?: QuestionnaireQuestionChanges | null;
  tagLinks?: ChildChanges | null;
  recommendations?: ChildChanges | null;
  adjustments?: ChildChanges | null;
}

/** No id: create. A live question's id: update. An unknown id: create with it. An archived question: not found. */
async function saveOwnFields(tx: Executor, input: Record<string, unknown>): Promise<string> {
  const id = typeof input.id === 'string' && isUuid(input.id) ? input.id : undefined;
  const [stored] = id
    ? await tx.select({ archived: questions.archived }).from(questions).where(eq(questions.id, id))
    : [];
  if (stored?.archived) throw notFound();
  return withFieldPrefix('question', () =>
    stored && id ? updateLiveQuestion(tx, id, input) : insertQuestion(tx, input),
  );
}

const ON_THIS_QUESTION = { targetType: RuleTargetType.Question };

/**
 * The question save as ONE transaction (docs/product/content-editor.md#one-save): the question, then for each
 * collection additions, updates and removals (answers, feedbacks, sequence questions, questionnaire questions, tag
 * links, recommendations, adjustments), then the stored whole is checked. Any problem rolls everything back.
 */
export async function saveQuestionBundle({ actor, input: bundle, db }: UseCaseCall<QuestionBundle>) {
  assertCanAuthorContent(actor);
  const id = await db.transaction(async (tx) => {
    const places = new BundlePlaces();
    await assertEditVersion(tx, questions, bundle.question.id, bundle.expectedEditVersion);
    const questionId = await saveOwnFields(tx, bundle.question);
    await recordEditVersionSave(tx, questions, questionId, actor);
    const apply = <M extends { id?: string | undefined }>(
      kind: ContentRecordKind<M>,
      field: keyof QuestionBundle,
      changes: ChildChanges | null | undefined,
      extra?: Record<string, unknown>,
    ) => applyChildChanges(tx, kind, questionId, places.track(field, changes), field, extra);
    await apply(questionAnswerKind, 'answers', await withNewDisplayOrders(tx, 'answers', questionId, bundle.answers));
    await apply(questionFeedbackKind, 'feedbacks', bundle.feedbacks);
    const links = await withNewDisplayOrders(tx, 'sequenceQuestions', questionId, bundle.sequenceQuestions);
    await apply(questionSequenceQuestionKind, 'sequenceQuestions', links);
    const question = (await findLiveQuestion(tx, questionId))!;
    await applyQuestionnaireQuestionChanges(tx, question, bundle.questionnaireQuestions, places);
    if (question.questionType === QuestionType.Questionnaire) await countQuestionnaireParts(tx, questionId);
    await apply(questionTagLinkKind, 'tagLinks', bundle.tagLinks, ON_THIS_QUESTION);
    await apply(driverMetricRecommendationKind, 'recommendations', bundle.recommendations, ON_THIS_QUESTION);
    await apply(driverMetricAdjustmentKind, 'adjustments', bundle.adjustments, ON_THIS_QUESTION);
    await withFieldPrefix('question', () => assertChildKindsHold(tx, questionId));
    await validateStoredQuestion(tx, questionId, places);
    return questionId;
  });
  return questionView(db, id);
}
