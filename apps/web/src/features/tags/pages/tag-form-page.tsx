import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { questionTagFormSchema } from '@roadmark/domain/reference-data';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage } from '../../../ui/form-actions/form-page';
import { useSaveAndGoBack } from '../../../ui/form-actions/use-save-and-go-back';
import { zodFormValidate } from '../../../ui/form-actions/zod-form-validate';
import { addToCachedLists } from '../../../ui/list-page/list-cache';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { CreateTagMutation, TagQuery, UpdateTagMutation } from '../graphql/tag-operations';

interface TagFormValues {
  name: string;
}

/** /administration/tags/add and /administration/tags/edit/{id}. */
export function TagFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('tags');
  const title = id ? t('editTitle') : t('addTitle');
  usePageTitle(title);
  const [newId] = useState(() => crypto.randomUUID());

  const query = useQuery(TagQuery, id ? { variables: { id } } : skipToken);
  const tag = query.data?.questionTag;
  const form = useForm<TagFormValues>({
    initialValues: { name: '' },
    validate: zodFormValidate(questionTagFormSchema, (key, options) => t(key, options)),
    validateInputOnBlur: true,
  });
  useEffect(() => {
    if (tag && !form.initialized) form.initialize({ name: tag.name });
  }, [tag, form]);

  const [createTag] = useMutation(CreateTagMutation, {
    update: (cache, { data }) => {
      if (data) addToCachedLists(cache, { fieldName: 'questionTags', item: data.createQuestionTag });
    },
  });
  const [updateTag] = useMutation(UpdateTagMutation);

  const { onSubmit, saving, errors, goBack } = useSaveAndGoBack({
    form,
    fallback: id ? '../..' : '..',
    save: async (values) => {
      const { name } = questionTagFormSchema.parse(values);
      if (!id) return createTag({ variables: { model: { id: newId, name } } });
      if (!form.isDirty()) return;
      return updateTag({ variables: { model: { id, name } } });
    },
  });

  return (
    <FormPage
      title={title}
      errors={query.error ? [query.error, ...errors] : errors}
      loading={!!id && query.loading && !tag}
      ready={!id || !!tag}
      saving={saving}
      onSubmit={onSubmit}
      onCancel={goBack}
    >
      <TextInput label={t('name')} required {...form.getInputProps('name')} />
    </FormPage>
  );
}
