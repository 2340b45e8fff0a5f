import type { QuestionType } from '@roadmark/domain/content/question-types';
import { collectionChanges } from '../../content-editor/collection-changes';
import { feedbackInput } from '../../content-editor/feedback-input';
import { tagLinkChanges } from '../../content-editor/tag-link-changes';
import type { AssessmentEditorValues, ItemValue } from './assessment-editor-values';

/** The assessment's own fields as createAssessment/updateAssessment and the bundle take them. */
export function assessmentInput(values: AssessmentEditorValues) {
  return {
    id: values.id,
    name: values.name,
    assessmentType: values.assessmentType,
    feedbackStyle: values.feedbackStyle,
    isSmartIndividuality: values.isSmartIndividuality,
    text: values.text,
    tileText: values.tileText,
    imageBlobReferenceId: values.imageBlobReferenceId,
    maxSuspiciousAnswers: values.maxSuspiciousAnswers,
    suspiciousAnswerText: values.suspiciousAnswerText,
    highRiskBelow: values.highRiskBelow,
    mediumRiskBelow: values.mediumRiskBelow,
  };
}

/** With display rules, an item presents the sum of the rule quantities. */
export function presentedCount(item: ItemValue): number {
  if (item.displayRules.length === 0) return item.numberOfQuestionsToPresent;
  return item.displayRules.reduce((sum, rule) => sum + (rule.quantity ?? 0), 0);
}

const itemInput = (item: ItemValue) => ({
  id: item.id,
  displayOrder: item.displayOrder,
  numberOfQuestionsToPresent: presentedCount(item),
  counterbalanceGroup: item.counterbalanceGroup,
});

const poolLinks = (items: readonly ItemValue[]) =>
  items.flatMap((item) =>
    item.pool.map((entry) => ({ id: entry.id, assessmentItemId: item.id, questionId: entry.question.id })),
  );

const displayRules = (items: readonly ItemValue[]) =>
  items.flatMap((item) =>
    item.displayRules.map((rule) => ({
      id: rule.id,
      assessmentItemId: item.id,
      driverMetricId: rule.driverMetricId,
      quantity: rule.quantity,
    })),
  );

/** Removing an item removes its pool and rules with it on the server, so they are not removed a second time. */
function withoutChildrenOfRemovedItems<T extends { removed: string[] }>(
  changes: T,
  loaded: readonly { id: string; assessmentItemId: string }[],
  removedItems: ReadonlySet<string>,
): T {
  const itemOf = new Map(loaded.map((child) => [child.id, child.assessmentItemId]));
  return { ...changes, removed: changes.removed.filter((id) => !removedItems.has(itemOf.get(id) ?? '')) };
}

/**
 * The one save of the assessment editor (one save, one transaction), parents before the records that point at
 * them: the assessment, feedbacks, tag links, recommendations, adjustments, items, item display rules, item questions.
 */
export function assessmentBundle(initial: AssessmentEditorValues | null, current: AssessmentEditorValues) {
  const loaded = initial ?? {
    ...current,
    items: [],
    feedbacks: [],
    recommendations: [],
    adjustments: [],
    tagLinks: [],
  };
  const items = collectionChanges(loaded.items, current.items, itemInput);
  const removedItems = new Set(items.removed);
  const loadedRules = displayRules(loaded.items);
  const loadedPool = poolLinks(loaded.items);
  return {
    assessment: assessmentInput(current),
    ...(initial ? { expectedEditVersion: initial.editVersion } : {}),
    feedbacks: collectionChanges(loaded.feedbacks, current.feedbacks, feedbackInput),
    tagLinks: tagLinkChanges(loaded.tagLinks, current.tagIds),
    recommendations: collectionChanges(loaded.recommendations, current.recommendations, (r) => ({ ...r })),
    adjustments: collectionChanges(loaded.adjustments, current.adjustments, (a) => ({ ...a })),
    items,
    itemDriverMetricQuantities: withoutChildrenOfRemovedItems(
      collectionChanges(loadedRules, displayRules(current.items), (r) => ({ ...r })),
      loadedRules,
      removedItems,
    ),
    itemQuestions: withoutChildrenOfRemovedItems(
      collectionChanges(loadedPool, poolLinks(current.items), (link) => ({ ...link })),
      loadedPool,
      removedItems,
    ),
  };
}

/** The editor's values in the shape of the domain's assessment edit schema. */
export function assessmentSchemaInput(values: AssessmentEditorValues) {
  return {
    ...assessmentInput(values),
    items: values.items.map((item) => ({
      id: item.id,
      displayOrder: item.displayOrder,
      numberOfQuestionsToPresent: presentedCount(item),
      counterbalanceGroup: item.counterbalanceGroup,
      questionIds: item.pool.map((entry) => entry.question.id),
      questionTypes: item.pool.map((entry) => entry.question.questionType as QuestionType),
      displayRules: item.displayRules.map((rule) => ({
        id: rule.id,
        driverMetricId: rule.driverMetricId,
        quantity: rule.quantity,
      })),
    })),
    feedbacks: values.feedbacks.map(feedbackInput),
    recommendations: values.recommendations,
    adjustments: values.adjustments,
    tagIds: values.tagIds,
  };
}
