import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { externalRegistrationSchema, profileDetailsSchema } from '@roadmark/domain/account-forms';
import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useViewer } from '../../../app/session/use-viewer';
import { apiPost } from '../../../lib/api-post';
import { FormPage } from '../../../ui/form-actions/form-page';
import { useSaveAndGoBack } from '../../../ui/form-actions/use-save-and-go-back';
import { zodFormValidate } from '../../../ui/form-actions/zod-form-validate';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { SubscriptionPeopleQuery, UpdateSubscriptionPersonMutation } from '../graphql/distributor-admin-operations';

interface AdminFormValues {
  email: string;
  firstName: string;
  lastName: string;
}

const DISTRIBUTOR_ADMINISTRATOR = roleGroupByName(RoleGroupName.DistributorAdministrator);

/**
 * /manage/distributor/admins/add invites a distributor administrator into the distributor's subscription (an
 * invite, with the email sent); /edit/{id} changes a person's names.
 */
export function DistributorAdminFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('subscriptions');
  const title = id ? t('distributor.admins.editTitle') : t('distributor.admins.addTitle');
  usePageTitle(title);
  const { viewer } = useViewer();
  const client = useApolloClient();
  const subscriptionId = viewer?.subscription.id ?? '';

  // There is no single-profile read for managers yet, so the person comes from the subscription's list.
  const query = useQuery(SubscriptionPeopleQuery, { variables: { subscriptionId }, skip: !id || !subscriptionId });
  const person = id ? query.data?.profiles.find((p) => p.id === id) : undefined;
  const notFound = !!id && !!query.data && !person;

  const schema = id ? profileDetailsSchema : externalRegistrationSchema;
  const form = useForm<AdminFormValues>({
    initialValues: { email: '', firstName: '', lastName: '' },
    validate: zodFormValidate(schema, (key, options) => t(key, options)),
    validateInputOnBlur: true,
  });
  useEffect(() => {
    if (person && !form.initialized)
      form.initialize({ email: '', firstName: person.firstName, lastName: person.lastName });
  }, [person, form]);

  const [updatePerson] = useMutation(UpdateSubscriptionPersonMutation);
  const { onSubmit, saving, errors, goBack } = useSaveAndGoBack({
    form,
    fallback: id ? '../..' : '..',
    successMessage: id ? undefined : t('distributor.admins.invited'),
    save: async (values) => {
      if (id) {
        const { firstName, lastName } = profileDetailsSchema.parse(values);
        if (!form.isDirty()) return;
        return updatePerson({ variables: { model: { id, firstName, lastName } } });
      }
      const user = {
        ...externalRegistrationSchema.parse(values),
        roleGroupId: DISTRIBUTOR_ADMINISTRATOR.id,
        subscriptionId,
      };
      await apiPost('/api/account/invite', { user, sendEmail: true });
      await client.refetchQueries({ include: [SubscriptionPeopleQuery] });
    },
  });

  const loadErrors = query.error ? [query.error] : notFound ? [t('domain:errors.notFound')] : [];
  return (
    <FormPage
      title={title}
      errors={[...loadErrors, ...errors]}
      loading={!!id && query.loading && !query.data}
      ready={!id || !!person}
      saving={saving}
      onSubmit={onSubmit}
      onCancel={goBack}
    >
      {!id && <Text size="sm">{t('distributor.admins.inviteHelp')}</Text>}
      <TextInput
        label={t('distributor.admins.firstName')}
        required
        autoComplete="off"
        {...form.getInputProps('firstName')}
      />
      <TextInput
        label={t('distributor.admins.lastName')}
        required
        autoComplete="off"
        {...form.getInputProps('lastName')}
      />
      {!id && (
        <TextInput
          type="email"
          label={t('distributor.admins.email')}
          required
          autoComplete="off"
          {...form.getInputProps('email')}
        />
      )}
    </FormPage>
  );
}
