import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DRIVER_METRIC_START_VALUE_DEFAULT, driverMetricFormSchema } from '@roadmark/domain/reference-data';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage } from '../../../ui/form-actions/form-page';
import { useSaveAndGoBack } from '../../../ui/form-actions/use-save-and-go-back';
import { zodFormValidate } from '../../../ui/form-actions/zod-form-validate';
import { addToCachedLists } from '../../../ui/list-page/list-cache';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import {
  CreateSafetyMetricMutation,
  SafetyMetricQuery,
  UpdateSafetyMetricMutation,
} from '../graphql/safety-metric-operations';

interface SafetyMetricFormValues {
  name: string;
  /** NumberInput gives '' when cleared; validation then reports the range message. */
  startValue: number | string;
}

/** /administration/safety-metrics/add and /administration/safety-metrics/edit/{id}. */
export function SafetyMetricFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('safetyMetrics');
  const title = id ? t('editTitle') : t('addTitle');
  usePageTitle(title);
  const [newId] = useState(() => crypto.randomUUID());

  const query = useQuery(SafetyMetricQuery, id ? { variables: { id } } : skipToken);
  const metric = query.data?.driverMetric;
  const form = useForm<SafetyMetricFormValues>({
    initialValues: { name: '', startValue: DRIVER_METRIC_START_VALUE_DEFAULT },
    validate: zodFormValidate(driverMetricFormSchema, (key, options) => t(key, options)),
    validateInputOnBlur: true,
  });
  useEffect(() => {
    if (metric && !form.initialized) form.initialize({ name: metric.name, startValue: metric.startValue });
  }, [metric, form]);

  const [createMetric] = useMutation(CreateSafetyMetricMutation, {
    update: (cache, { data }) => {
      if (data) addToCachedLists(cache, { fieldName: 'driverMetrics', item: data.createDriverMetric });
    },
  });
  const [updateMetric] = useMutation(UpdateSafetyMetricMutation);

  const { onSubmit, saving, errors, goBack } = useSaveAndGoBack({
    form,
    fallback: id ? '../..' : '..',
    save: async (values) => {
      const { name, startValue } = driverMetricFormSchema.parse(values);
      if (!id) return createMetric({ variables: { model: { id: newId, name, startValue } } });
      if (!form.isDirty()) return;
      const changed = {
        ...(form.isDirty('name') ? { name } : {}),
        ...(form.isDirty('startValue') ? { startValue } : {}),
      };
      return updateMetric({ variables: { model: { id, ...changed } } });
    },
  });

  return (
    <FormPage
      title={title}
      errors={query.error ? [query.error, ...errors] : errors}
      loading={!!id && query.loading && !metric}
      ready={!id || !!metric}
      saving={saving}
      onSubmit={onSubmit}
      onCancel={goBack}
    >
      <TextInput label={t('name')} required {...form.getInputProps('name')} />
      <NumberInput
        label={t('startValue')}
        description={t('startValueHelp')}
        min={0}
        max={100}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('startValue')}
      />
    </FormPage>
  );
}
