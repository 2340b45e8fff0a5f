import { useMutation, useQuery } from '@apollo/client/react';
import { Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { profileDetailsSchema } from '@roadmark/domain/account-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/page-loader';
import { ViewerQuery } from '../../app/session/use-viewer';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { fieldErrorsFromError } from '../../ui/form-actions/field-errors-from-error';
import { SubmitButton } from '../../ui/form-actions/submit-button';
import { zodFormValidate } from '../../ui/form-actions/zod-form-validate';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import {
  CreateProfileMutation,
  MyProfileQuery,
  ProfileViewerQuery,
  UpdateProfileMutation,
} from './graphql/profile-operations';

interface DetailsValues {
  firstName: string;
  lastName: string;
}

/** /profile/details (docs/product/accounts.md#the-profile-area): the person's names, and their driver PIN to read. */
export function ProfileDetailsPage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('details.title'));
  const viewerQuery = useQuery(ProfileViewerQuery, { fetchPolicy: 'cache-and-network' });
  const profileQuery = useQuery(MyProfileQuery, { fetchPolicy: 'cache-and-network' });
  const viewer = viewerQuery.data?.viewer;
  const profile = profileQuery.data?.myProfile;
  const loaded = profileQuery.data !== undefined && !!viewer;
  const loadError = loaded ? undefined : (profileQuery.error ?? viewerQuery.error);

  if (loadError) return <ErrorAlert errors={[loadError]} />;
  if (!loaded) return <PageLoader />;
  // The first answer may come from the cache kept across reloads; when the server's differs, the form starts again
  // with the server's names.
  const key = profile ? `${profile.id}\n${profile.firstName}\n${profile.lastName}` : 'new';
  return <DetailsForm key={key} viewer={viewer} profile={profile ?? null} />;
}

interface DetailsFormProps {
  viewer: { id: string; firstName: string; lastName: string };
  profile: { id: string; firstName: string; lastName: string; uniqueDriverPin: string } | null;
}

function DetailsForm({ viewer, profile }: DetailsFormProps) {
  const { t } = useTranslation('profile');
  // Without a profile the page starts a new one, saved with a create call.
  const [newId] = useState(() => crypto.randomUUID());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>();
  const form = useForm<DetailsValues>({
    mode: 'controlled',
    initialValues: {
      firstName: profile?.firstName ?? viewer.firstName,
      lastName: profile?.lastName ?? viewer.lastName,
    },
    validate: zodFormValidate(profileDetailsSchema, (key, options) => t(key, options)),
    validateInputOnBlur: true,
  });

  // The header's avatar reads the viewer's names, which come from the profile.
  const refetchQueries = [ViewerQuery, ProfileViewerQuery];
  const [updateProfile] = useMutation(UpdateProfileMutation, { refetchQueries });
  const [createProfile] = useMutation(CreateProfileMutation, {
    refetchQueries,
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: MyProfileQuery, data: { myProfile: data.createProfile } });
    },
  });

  const onSubmit = form.onSubmit(async (values) => {
    setSaving(true);
    setError(undefined);
    try {
      const { firstName, lastName } = profileDetailsSchema.parse(values);
      if (profile) await updateProfile({ variables: { model: { id: profile.id, firstName, lastName } } });
      else await createProfile({ variables: { model: { id: newId, userId: viewer.id, firstName, lastName } } });
      form.setValues({ firstName, lastName });
      form.resetDirty({ firstName, lastName });
      notifications.show({
        message: t('details.saved'),
        color: 'green',
        // Mantine's close button has no name of its own.
        closeButtonProps: { 'aria-label': t('details.closeNotice') },
      });
    } catch (caught) {
      setError(caught);
      form.setErrors(fieldErrorsFromError(caught, (key, options) => t(key, options)));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Stack gap="md" maw={420}>
      <ErrorAlert errors={error === undefined ? [] : [error]} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('details.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('details.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
          {profile && (
            <TextInput
              label={t('details.driverPin')}
              description={t('details.driverPinHelp')}
              value={profile.uniqueDriverPin}
              readOnly
            />
          )}
          <Group>
            <SubmitButton busy={saving} label={t('details.save')} busyLabel={t('details.saving')} />
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
