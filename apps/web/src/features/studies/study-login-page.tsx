import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { studyIdentifierFromQuery, studyLoginSchema } from '@roadmark/domain/study-login';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { SubmitButton } from '../../ui/form-actions/submit-button';
import { zodFormValidate } from '../../ui/form-actions/zod-form-validate';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { newGuid } from './new-guid';
import { type StudyLoginValues, useStudyLogin } from './use-study-login';

/**
 * /study and /study/{studyUniqueCode} (docs/product/studies.md#joining): 'Participate in study'. The identifier comes
 * from the research panel's link (or is a new GUID); with the code in the path the form sends itself, once.
 */
export function StudyLoginPage() {
  const { t } = useTranslation('study');
  usePageTitle(t('login.title'));
  const { studyUniqueCode = '' } = useParams();
  const { search } = useLocation();
  const [initialIdentifier] = useState(() => studyIdentifierFromQuery(search) ?? newGuid());
  const { login, busy, error } = useStudyLogin();
  const form = useForm<StudyLoginValues>({
    mode: 'controlled',
    initialValues: { studyUniqueCode, userIdentifier: initialIdentifier },
    validate: zodFormValidate(studyLoginSchema, t),
    validateInputOnBlur: true,
  });

  // A ref, not the effect's cleanup, guards the automatic login: StrictMode re-runs the effect but keeps refs.
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!studyUniqueCode || autoSubmitted.current) return;
    autoSubmitted.current = true;
    if (!form.validate().hasErrors) void login(form.getValues());
  }, [studyUniqueCode, form, login]);

  return (
    <Stack maw={420} mx="auto" mt="xl" gap="md">
      <Title order={1}>{t('login.title')}</Title>
      <Text>{t('login.intro')}</Text>
      <ErrorAlert errors={error === undefined ? [] : [error]} />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={form.onSubmit((values) => void login(values))} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('login.study')}
              required
              autoComplete="off"
              {...form.getInputProps('studyUniqueCode')}
            />
            <TextInput
              label={t('login.participantIdentifier')}
              required
              autoComplete="off"
              {...form.getInputProps('userIdentifier')}
            />
            <SubmitButton
              busy={busy}
              label={t('login.start')}
              busyLabel={t('login.checking')}
              style={{ alignSelf: 'flex-start' }}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
