import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { subscriptionTeamFormSchema } from '@roadmark/domain/teams';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage } from '../../../ui/form-actions/form-page';
import { useSaveAndGoBack } from '../../../ui/form-actions/use-save-and-go-back';
import { zodFormValidate } from '../../../ui/form-actions/zod-form-validate';
import { addToCachedLists } from '../../../ui/list-page/list-cache';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { RequiredListLinks } from '../../assignments/components/required-list-links';
import { TeamPeopleLinks } from '../components/team-people-links';
import { CreateTeamMutation, TeamQuery, UpdateTeamMutation } from '../graphql/team-operations';

interface TeamFormValues {
  name: string;
}

/** /manage/teams/add and /manage/teams/edit/{id}: a team's name ('Name is required'). */
export function TeamFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('teams');
  const title = id ? t('editTitle') : t('addTitle');
  usePageTitle(title);
  const [newId] = useState(() => crypto.randomUUID());

  const query = useQuery(TeamQuery, id ? { variables: { id } } : skipToken);
  const team = query.data?.subscriptionTeam;
  const form = useForm<TeamFormValues>({
    initialValues: { name: '' },
    validate: zodFormValidate(subscriptionTeamFormSchema, (key, options) => t(key, options)),
    validateInputOnBlur: true,
  });
  useEffect(() => {
    if (team && !form.initialized) form.initialize({ name: team.name });
  }, [team, form]);

  const [createTeam] = useMutation(CreateTeamMutation, {
    update: (cache, { data }) => {
      if (data) addToCachedLists(cache, { fieldName: 'subscriptionTeams', item: data.createSubscriptionTeam });
    },
  });
  const [updateTeam] = useMutation(UpdateTeamMutation);

  const { onSubmit, saving, errors, goBack } = useSaveAndGoBack({
    form,
    fallback: id ? '../..' : '..',
    save: async (values) => {
      const { name } = subscriptionTeamFormSchema.parse(values);
      if (!id) return createTeam({ variables: { model: { id: newId, name } } });
      if (!form.isDirty()) return;
      return updateTeam({ variables: { model: { id, name } } });
    },
  });

  return (
    <FormPage
      title={title}
      errors={query.error ? [query.error, ...errors] : errors}
      loading={!!id && query.loading && !team}
      ready={!id || !!team}
      saving={saving}
      onSubmit={onSubmit}
      onCancel={goBack}
    >
      {id && <RequiredListLinks detailsPath={`../../details/${id}`} />}
      {id && <TeamPeopleLinks detailsPath={`../../details/${id}`} />}
      <TextInput label={t('name')} required {...form.getInputProps('name')} />
    </FormPage>
  );
}
