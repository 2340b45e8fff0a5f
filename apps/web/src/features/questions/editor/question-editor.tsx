import { useMutation } from '@apollo/client/react';
import { Stack, Tabs, Title } from '@mantine/core';
import { type QuestionTab, questionTabName } from '@roadmark/domain/content/editor-tabs';
import { QuestionCategory, questionCategory } from '@roadmark/domain/content/question-types';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { FormActions } from '../../../ui/form-actions/form-actions';
import { useGoBack } from '../../../ui/form-actions/use-go-back';
import { useUnsavedChangesGuard } from '../../../ui/form-actions/use-unsaved-changes-guard';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { EditorTabList } from '../../content-editor/editor-tab-list';
import { FeedbackTab } from '../../content-editor/feedback-tab';
import { listRowErrors } from '../../content-editor/list-row-errors';
import { RecommendTab } from '../../content-editor/recommend-tab';
import { SavedMeanwhileAlert, savedMeanwhileOf } from '../../content-editor/saved-meanwhile';
import { TagsTab } from '../../content-editor/tags-tab';
import { SaveQuestionMutation } from '../graphql/question-editor-operations';
import type { QuestionBank } from '../question-banks';
import { questionBundle } from './question-bundle';
import { questionEditorProblems } from './question-editor-problems';
import type { QuestionEditorValues } from './question-editor-values';
import { QuestionMainTab } from './question-main-tab';
import { QuestionPromptTab } from './question-prompt-tab';

/**
 * Which tabs an editor shows (docs/product/content-editor.md#the-question-editor). Scores, feedback and rules only mean
 * something for scored questions.
 */
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
            <EditorTabList
              tabs={questionEditorTabs(category)}
              problemTabs={shown.tabs}
              labelOf={(name) => t(`editor.tabs.${tabKey(name, values)}`)}
              problemLabel={t('editor.tabHasProblems')}
            />
            <Tabs.Panel value="main" pt="md">
              <QuestionMainTab bank={bank} values={values} onChange={change} errors={shown.errors} />
            </Tabs.Panel>
            <Tabs.Panel value="prompt" pt="md">
              <QuestionPromptTab values={values} onChange={change} errors={shown.errors} />
            </Tabs.Panel>
            <FeedbackTab
              values={values}
              onChange={change}
              rangeFields={{ min: 'minScore', max: 'maxScore' }}
              rowErrors={rowErrors}
            />
            <RecommendTab values={values} onChange={change} rowErrors={rowErrors} />
            <TagsTab values={values} onChange={change} />
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
