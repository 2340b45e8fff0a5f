import { useMutation } from '@apollo/client/react';
import { Stack, Tabs, Title } from '@mantine/core';
import { type QuestionTab, questionTabName } from '@roadmark/domain/content/editor-tabs';
import { QuestionCategory, questionCategory } from '@roadmark/domain/content/question-types';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { FormActions } from '../../../ui/form-actions/form-actions';
import { useGoBack } from '../../../ui/form-actions/use-go-back';
import { useUnsavedChangesGuard } from '../../../ui/form-actions/use-unsaved-changes-guard';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { DriverMetricRulesEditor } from '../../content-editor/driver-metric-rules-editor';
import { FeedbackRangesEditor } from '../../content-editor/feedback-ranges-editor';
import { listRowErrors } from '../../content-editor/list-row-errors';
import { SavedMeanwhileAlert, savedMeanwhileOf } from '../../content-editor/saved-meanwhile';
import { TagLinksEditor } from '../../content-editor/tag-links-editor';
import { SaveQuestionMutation } from '../graphql/question-editor-operations';
import type { QuestionBank } from '../question-banks';
import { questionBundle } from './question-bundle';
import { questionEditorProblems } from './question-editor-problems';
import type { QuestionEditorValues } from './question-editor-values';
import { QuestionMainTab } from './question-main-tab';
import { QuestionPromptTab } from './question-prompt-tab';

/** Spec 2 §2.7: which tabs an editor shows. Scores, feedback and rules only mean something for scored questions. */
export function questionEditorTabs(category: QuestionCategory): QuestionTab[] {
  if (category === QuestionCategory.Question) return ['main', 'prompt', 'feedback', 'recommend', 'tags'];
  if (category === QuestionCategory.Questionnaire) return ['main', 'prompt', 'tags'];
  return ['main', 'tags'];
}

export interface QuestionEditorProps {
  bank: QuestionBank;
  /** The stored question, or null on the add screen. */
  initial: QuestionEditorValues | null;
  start: QuestionEditorValues;
  /** Opens the record again as it is stored now. */
  onReload: () => void;
}

/**
 * The question editor: tabs with warning icons, Save (Saving...) and Cancel, asking before unsaved
 * changes are left behind. Everything is held here and sent as one bundle, applied by the server in one transaction;
 * a failed save keeps the screen open.
 */
export function QuestionEditor({ bank, initial, start, onReload }: QuestionEditorProps) {
  const { t } = useTranslation('questionBank');
  const title = t(`${bank.key}.${initial ? 'editTitle' : 'addTitle'}`);
  usePageTitle(title);
  const goBack = useGoBack(initial ? '../..' : '..');
  const [values, setValues] = useState(start);
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(start), [values, start]);
  const leaveGuard = useUnsavedChangesGuard(dirty);
  const [tab, setTab] = useState<QuestionTab>('main');
  const [attempted, setAttempted] = useState(initial !== null);
  const [saveError, setSaveError] = useState<unknown>(null);
  const savedMeanwhile = savedMeanwhileOf(saveError);
  const [save, { loading: saving }] = useMutation(SaveQuestionMutation);
  const problems = useMemo(() => questionEditorProblems(values, bank.category, t), [values, bank.category, t]);
  const shown = attempted ? problems : { errors: {}, tabs: [] };
  // Only once attempted: until then the rows' own on-blur checks are the only messages.
  const rowErrors = useMemo(
    () => (attempted ? listRowErrors(problems.errors, values) : undefined),
    [attempted, problems, values],
  );
  const category = questionCategory(values.questionType);
  const change = (patch: Partial<QuestionEditorValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setAttempted(true);
    setSaveError(null);
    const firstTab = problems.tabs[0];
    if (firstTab) {
      setTab(firstTab);
      return;
    }
    try {
      await save({ variables: { model: questionBundle(initial, values) } });
      leaveGuard.release();
      goBack();
    } catch (error) {
      setSaveError(error);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {savedMeanwhile ? (
        <SavedMeanwhileAlert conflict={savedMeanwhile} onReload={onReload} />
      ) : (
        <ErrorAlert errors={saveError ? [saveError] : []} />
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Tabs value={tab} onChange={(next) => next && setTab(next as QuestionTab)} keepMounted={false}>
            <Tabs.List>
              {questionEditorTabs(category).map((name) => (
                <Tabs.Tab
                  key={name}
                  value={name}
                  rightSection={
                    shown.tabs.includes(name) ? (
                      <IconAlertTriangle
                        size={16}
                        color="var(--mantine-color-red-7)"
                        aria-label={t('editor.tabHasProblems')}
                      />
                    ) : null
                  }
                >
                  {t(`editor.tabs.${tabKey(name, values)}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="main" pt="md">
              <QuestionMainTab bank={bank} values={values} onChange={change} errors={shown.errors} />
            </Tabs.Panel>
            <Tabs.Panel value="prompt" pt="md">
              <QuestionPromptTab values={values} onChange={change} errors={shown.errors} />
            </Tabs.Panel>
            <Tabs.Panel value="feedback" pt="md">
              <FeedbackRangesEditor
                value={values.feedbacks}
                onChange={(feedbacks) => change({ feedbacks })}
                rangeFields={{ min: 'minScore', max: 'maxScore' }}
                errors={rowErrors?.feedbacks}
              />
            </Tabs.Panel>
            <Tabs.Panel value="recommend" pt="md">
              <DriverMetricRulesEditor
                recommendations={values.recommendations}
                onRecommendationsChange={(recommendations) => change({ recommendations })}
                adjustments={values.adjustments}
                onAdjustmentsChange={(adjustments) => change({ adjustments })}
                recommendationErrors={rowErrors?.recommendations}
                adjustmentErrors={rowErrors?.adjustments}
              />
            </Tabs.Panel>
            <Tabs.Panel value="tags" pt="md">
              <TagLinksEditor value={values.tagIds} onChange={(tagIds) => change({ tagIds })} />
            </Tabs.Panel>
          </Tabs>
          <FormActions saving={saving} onCancel={goBack} />
        </Stack>
      </form>
      {leaveGuard.prompt}
    </Stack>
  );
}

/** The locale key of a tab's name; the domain decides which name a type's tab has (video, scene, learning ...). */
function tabKey(tab: QuestionTab, values: QuestionEditorValues): string {
  const english = questionTabName(tab, values.questionType);
  return english.charAt(0).toLowerCase() + english.slice(1).replace(/ (\w)/g, (_m, c: string) => c.toUpperCase());
}
