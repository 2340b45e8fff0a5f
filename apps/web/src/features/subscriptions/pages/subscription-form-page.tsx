import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { subscriptionFormSchema } from '@roadmark/domain/subscription';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useViewer } from '../../../app/session/use-viewer';
import { FormPage } from '../../../ui/form-actions/form-page';
import { useSaveAndGoBack } from '../../../ui/form-actions/use-save-and-go-back';
import { zodFormValidate } from '../../../ui/form-actions/zod-form-validate';
import { addToCachedLists } from '../../../ui/list-page/list-cache';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { BrandingFields } from '../components/branding-fields';
import { DistributorSelect } from '../components/distributor-select';
import { ExportField } from '../components/export-field';
import { ReminderFields } from '../components/reminder-fields';
import { RiskFields } from '../components/risk-fields';
import { StudyFields } from '../components/study-fields';
import { SubscriptionTypeField } from '../components/subscription-type-field';
import { UserLimitFields } from '../components/user-limit-fields';
import {
  CreateSubscriptionMutation,
  SubscriptionQuery,
  UpdateSubscriptionMutation,
} from '../graphql/subscription-operations';
import {
  effectiveValues,
  newSubscriptionValues,
  type SubscriptionForm,
  type SubscriptionFormValues,
  subscriptionModel,
  subscriptionValues,
} from '../subscription-form-values';
import { SUBSCRIPTION_KINDS, type SubscriptionKind } from '../subscription-kinds';
import type { NewSubscriptionState } from './subscription-details-layout';

const NAME_LABELS: Record<SubscriptionType, string> = {
  Subscription: 'form.subscriptionName',
  Distributor: 'form.distributorName',
  Study: 'form.studyName',
};

/**
 * The add and edit pages of subscriptions, distributors and studies
 * (docs/product/reference-data.md#the-subscription-form), and of a distributor's own subscriptions, which have no type
 * or distributor to choose: the server keeps them beneath the distributor.
 */
export function SubscriptionFormPage({ kind }: { kind: SubscriptionKind }) {
  const config = SUBSCRIPTION_KINDS[kind];
  const { id } = useParams();
  const { t } = useTranslation('subscriptions');
  const title = t(id ? `kinds.${kind}.editTitle` : `kinds.${kind}.addTitle`);
  usePageTitle(title);
  const [newId] = useState(() => crypto.randomUUID());
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const ownDistributorId = config.scopedToViewer ? (viewer?.subscription.id ?? '') : '';

  const query = useQuery(SubscriptionQuery, id ? { variables: { id } } : skipToken);
  const subscription = query.data?.subscription;
  // Annotated: validation reads the form's own loaded values (see effectiveValues).
  const form: SubscriptionForm = useForm<SubscriptionFormValues>({
    initialValues: newSubscriptionValues(config.subscriptionType, ownDistributorId),
    validate: (values: SubscriptionFormValues) =>
      zodFormValidate<SubscriptionFormValues>(subscriptionFormSchema, (key, options) => t(key, options))(
        effectiveValues(values, form.getInitialValues()),
      ),
    validateInputOnBlur: true,
  });
  useEffect(() => {
    if (subscription && !form.initialized) form.initialize(subscriptionValues(subscription));
  }, [subscription, form]);

  const [createSubscription] = useMutation(CreateSubscriptionMutation, {
    update: (cache, { data }) => {
      if (!data) return;
      const item = data.createSubscription;
      addToCachedLists(cache, {
        fieldName: 'subscriptions',
        item,
        textField: 'companyName',
        matchesArguments: (args) => listAdmits(args, item),
      });
    },
  });
  const [updateSubscription] = useMutation(UpdateSubscriptionMutation);

  const { onSubmit, saving, errors, goBack } = useSaveAndGoBack({
    form,
    fallback: id ? '../..' : '..',
    // A new one opens on its own page, with what to do next (license content, manage its people).
    afterSave: id
      ? undefined
      : () => {
          const state: NewSubscriptionState = { created: true };
          void navigate(`../details/${newId}/${config.detailsTabs[0]}`, { relative: 'path', state });
        },
    save: async (values) => {
      const model = subscriptionModel(id ?? newId, effectiveValues(values, form.getInitialValues()));
      if (!id) return createSubscription({ variables: { model } });
      if (!form.isDirty()) return;
      return updateSubscription({ variables: { model } });
    },
  });

  const type = form.getValues().subscriptionType;
  return (
    <FormPage
      title={title}
      errors={query.error ? [query.error, ...errors] : errors}
      loading={!!id && query.loading && !subscription}
      ready={!id || !!subscription}
      saving={saving}
      onSubmit={onSubmit}
      onCancel={goBack}
      related={
        id &&
        subscription && (
          <Group gap="xs">
            {config.detailsTabs.map((tab) => (
              <Button
                key={tab}
                component={Link}
                to={`../../details/${id}/${tab}`}
                relative="path"
                variant="light"
                size="compact-sm"
              >
                {t(`form.licenseLinks.${tab}`)}
              </Button>
            ))}
          </Group>
        )
      }
    >
      <TextInput label={t(NAME_LABELS[type])} required {...form.getInputProps('companyName')} />
      {config.staffForm && <SubscriptionTypeField form={form} />}
      {config.staffForm && type === SubscriptionType.Subscription && <DistributorSelect form={form} />}
      {type === SubscriptionType.Study && <StudyFields form={form} savedCode={subscription?.studyUniqueCode ?? ''} />}
      {type === SubscriptionType.Subscription && <RiskFields form={form} />}
      {type === SubscriptionType.Subscription && <ReminderFields form={form} />}
      {type !== SubscriptionType.Study && (
        <>
          <UserLimitFields form={form} />
          <BrandingFields form={form} />
          <ExportField form={form} />
        </>
      )}
    </FormPage>
  );
}

/** A cached list shows the new record only when its filters (type, distributor) would have returned it. */
function listAdmits(
  args: Record<string, unknown>,
  item: { subscriptionType: string; distributorSubscriptionId?: string | null },
): boolean {
  const types = args.subscriptionTypes;
  if (Array.isArray(types) && types.length > 0 && !types.includes(item.subscriptionType)) return false;
  const distributor = args.distributorSubscriptionId;
  return typeof distributor !== 'string' || distributor === item.distributorSubscriptionId;
}
