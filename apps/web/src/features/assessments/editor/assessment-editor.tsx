import { useMutation } from '@apollo/client/react';
import { Stack, Tabs, Title } from '@mantine/core';
import { assessmentEditSchema } from '@roadmark/domain/content/assessment-form';
import {
  ALL_ASSESSMENT_TABS,
  type AssessmentTab,
  assessmentTabsWithProblems,
} from '@roadmark/domain/content/editor-tabs';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { FormActions } from '../../../ui/form-actions/form-actions';
import { useGoBack } from '../../../ui/form-actions/use-go-back';
import { useUnsavedChangesGuard } from '../../../ui/form-actions/use-unsaved-changes-guard';
import { zodFormValidate } from '../../../ui/form-actions/zod-form-validate';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { RichTextEditor } from '../../../ui/rich-text/rich-text-editor';
import { EditorTabList } from '../../content-editor/editor-tab-list';
import { FeedbackTab } from '../../content-editor/feedback-tab';
import { listRowErrors } from '../../content-editor/list-row-errors';
import { RecommendTab } from '../../content-editor/recommend-tab';
import { SavedMeanwhileAlert, savedMeanwhileOf } from '../../content-editor/saved-meanwhile';
import { TagsTab } from '../../content-editor/tags-tab';
import { AssessmentAnalysisTab } from '../../item-analysis/assessment/assessment-analysis-tab';
import type { AssessmentKind } from '../assessment-kinds';
import { SaveAssessmentMutation } from '../graphql/assessment-editor-operations';
import { assessmentBundle, assessmentSchemaInput } from './assessment-bundle';
import type { AssessmentEditorValues } from './assessment-editor-values';
import { AssessmentMainTab } from './assessment-main-tab';
import { ItemsTab } from './items/items-tab';

/** The Analysis tab: the record's item analysis, for staff, once it has been saved (never on the add screen). */
const ANALYSIS_TAB = 'analysis';
type EditorTab = AssessmentTab | typeof ANALYSIS_TAB;

export interface AssessmentEditorProps {
  kind: AssessmentKind;
  initial: AssessmentEditorValues | null;
  start: AssessmentEditorValues;
  /** Opens the record again as it is stored now. */
  onReload: () => void;
}

/**
 * The assessment and training editor: six tabs with warning icons (and Analysis once saved), Save (Saving...) and
 * Cancel, asking before unsaved changes are left behind. The whole edit goes to the server as one bundle applied in one transaction;
 * a failed save keeps the screen open.
 */
export function AssessmentEditor({ kind, initial, start, onReload }: AssessmentEditorProps) {
  const { t } = useTranslation('assessments');
  const title = t(`${kind.key}.${initial ? 'editTitle' : 'addTitle'}`);
  usePageTitle(title);
  const goBack = useGoBack(initial ? '../..' : '..');
  const [values, setValues] = useState(start);
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(start), [values, start]);
  const leaveGuard = useUnsavedChangesGuard(dirty);
  const [tab, setTab] = useState<EditorTab>('main');
  const [attempted, setAttempted] = useState(initial !== null);
  const [saveError, setSaveError] = useState<unknown>(null);
  const savedMeanwhile = savedMeanwhileOf(saveError);
  const [save, { loading: saving }] = useMutation(SaveAssessmentMutation);
  const allErrors = useMemo(
    () => zodFormValidate<unknown>(assessmentEditSchema, t)(assessmentSchemaInput(values)),
    [values, t],
  );
  const errors = attempted ? allErrors : {};
  // Only once attempted: until then the rows' own on-blur checks are the only messages.
  const rowErrors = useMemo(
    () => (attempted ? listRowErrors(allErrors, values) : undefined),
    [attempted, allErrors, values],
  );
  const problemTabs = assessmentTabsWithProblems(Object.keys(errors).map((path) => ({ path: path.split('.') })));
  const change = (patch: Partial<AssessmentEditorValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setAttempted(true);
    setSaveError(null);
    const [firstTab] = assessmentTabsWithProblems(Object.keys(allErrors).map((path) => ({ path: path.split('.') })));
    if (firstTab) {
      setTab(firstTab);
      return;
    }
    try {
      await save({ variables: { model: assessmentBundle(initial, values) } });
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
      <Tabs value={tab} onChange={(next) => next && setTab(next as EditorTab)} keepMounted={false}>
        <EditorTabList
          tabs={initial ? [...ALL_ASSESSMENT_TABS, ANALYSIS_TAB] : ALL_ASSESSMENT_TABS}
          problemTabs={problemTabs}
          labelOf={(name) => (name === 'main' ? t(`${kind.key}.mainTab`) : t(`editor.tabs.${name}`))}
          problemLabel={t('editor.tabHasProblems')}
        />
        {initial && (
          <Tabs.Panel value={ANALYSIS_TAB} pt="md">
            <AssessmentAnalysisTab assessmentId={initial.id} />
          </Tabs.Panel>
        )}
        {/* The analysis is read-only, and its filter fields must not submit the record: it stays outside the form. */}
        {tab !== ANALYSIS_TAB && (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="md">
              <Tabs.Panel value="main" pt="md">
                <AssessmentMainTab kind={kind} values={values} onChange={change} errors={errors} />
              </Tabs.Panel>
              <Tabs.Panel value="introduction" pt="md">
                <RichTextEditor
                  label={t('fields.introduction')}
                  description={t('fields.introductionHelp')}
                  value={values.text}
                  onChange={(text) => change({ text })}
                  error={errors.text}
                />
              </Tabs.Panel>
              <Tabs.Panel value="questionsAndActivities" pt="md">
                <ItemsTab
                  assessmentType={values.assessmentType}
                  value={values.items}
                  onChange={(items) => change({ items })}
                  errors={errors}
                />
              </Tabs.Panel>
              <FeedbackTab
                values={values}
                onChange={change}
                rangeFields={{ min: 'minTotalScore', max: 'maxTotalScore' }}
                rowErrors={rowErrors}
              />
              <RecommendTab values={values} onChange={change} rowErrors={rowErrors} />
              <TagsTab values={values} onChange={change} />
              <FormActions saving={saving} onCancel={goBack} />
            </Stack>
          </form>
        )}
      </Tabs>
      {leaveGuard.prompt}
    </Stack>
  );
}
