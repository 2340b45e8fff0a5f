import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { addUserFormSchema, PEOPLE_LIST_ROLE_GROUPS, userFormSchema } from '@roadmark/domain/people';
import { mayBePinOnly } from '@roadmark/domain/pin-only';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useViewer } from '../../../app/session/use-viewer';
import { apiPost } from '../../../lib/api-post';
import { FormPage } from '../../../ui/form-actions/form-page';
import { useSaveAndGoBack } from '../../../ui/form-actions/use-save-and-go-back';
import { zodFormValidate } from '../../../ui/form-actions/zod-form-validate';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { RequiredListLinks } from '../../assignments/components/required-list-links';
import { AccountLockout } from '../components/account-lockout';
import { ResendInvite } from '../components/resend-invite';
import {
  ChangeUserRoleGroupMutation,
  CreateUserMutation,
  GenerateUniqueDriverPinMutation,
  PersonFormOptionsQuery,
  PersonQuery,
  UpdatePersonMutation,
} from '../graphql/people-operations';
import { usePeopleScope } from '../people-kinds';

interface PersonFormValues {
  firstName: string;
  lastName: string;
  email: string;
  roleGroupId: string;
  subscriptionTeamId: string;
}

/**
 * The user form (docs/product/people-and-teams.md#the-user-form): add creates the user (createUser: account, profile
 * with a generated PIN, one more user counted) and then sends the invite; edit saves names and team, then a role group
 * change (changeUserRoleGroup) and an email change (changeAccountEmail: pending until a confirmed user confirms it, a
 * new invite for an unconfirmed one), each only when changed.
 */
export function PersonFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('people');
  const scope = usePeopleScope();
  const title = t(id ? `kinds.${scope.kind}.editTitle` : `kinds.${scope.kind}.addTitle`);
  usePageTitle(title);

  // The form starts from the server's answer, not the cache restored from an earlier visit: a remembered old email
  // (say, before the user confirmed a change) would otherwise fill the form, and saving would change it back.
  const { viewer } = useViewer();
  const personQuery = useQuery(PersonQuery, id ? { variables: { id }, fetchPolicy: 'network-only' } : skipToken);
  const person = personQuery.data?.profile;
  const optionsQuery = useQuery(
    PersonFormOptionsQuery,
    scope.subscriptionId ? { variables: { subscriptionId: scope.subscriptionId } } : skipToken,
  );
  const roleGroups = optionsQuery.data?.roleGroups ?? [];
  const teams = optionsQuery.data?.subscriptionTeams ?? [];
  const kindGroup = roleGroups.find((group) =>
    (PEOPLE_LIST_ROLE_GROUPS[scope.kind] as readonly string[]).includes(group.name),
  );

  const form = useForm<PersonFormValues>({
    initialValues: { firstName: '', lastName: '', email: '', roleGroupId: '', subscriptionTeamId: '' },
    validate: zodFormValidate(id ? userFormSchema : addUserFormSchema, (key, options) => t(key, options)),
    validateInputOnBlur: true,
  });
  // A driver being added may have no email: they sign in with the PIN shown below.
  const emailOptional = !id && mayBePinOnly(form.values.roleGroupId);
  useEffect(() => {
    if (form.initialized) return;
    if (person) {
      form.initialize({
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.user.email,
        roleGroupId: person.user.roleGroup.id,
        subscriptionTeamId: person.subscriptionTeamId ?? '',
      });
    } else if (!id && optionsQuery.data) {
      form.initialize({
        firstName: '',
        lastName: '',
        email: '',
        roleGroupId: kindGroup?.id ?? roleGroups[0]?.id ?? '',
        subscriptionTeamId: scope.subscriptionTeamId ?? '',
      });
    }
  }, [person, id, optionsQuery.data, kindGroup, roleGroups, scope.subscriptionTeamId, form]);

  const [createUser] = useMutation(CreateUserMutation);
  // The add form shows the server-generated PIN the new user will get.
  const [generatePin, generatedPin] = useMutation(GenerateUniqueDriverPinMutation);
  useEffect(() => {
    if (!id) void generatePin().catch(() => {});
  }, [id, generatePin]);
  const newPin = generatedPin.data?.generateUniqueDriverPin ?? null;
  const [updatePerson] = useMutation(UpdatePersonMutation);
  const [changeRoleGroup] = useMutation(ChangeUserRoleGroupMutation);

  const { onSubmit, saving, errors, goBack } = useSaveAndGoBack({
    form,
    fallback: id ? '../..' : '..',
    successMessage: id ? t('form.saved') : undefined,
    save: async (values) => {
      const subscriptionTeamId = scope.showsTeams ? values.subscriptionTeamId || null : null;
      if (!id) {
        const { firstName, lastName, email } = addUserFormSchema.parse(values);
        const { data } = await createUser({
          variables: {
            model: {
              firstName,
              lastName,
              email: email ?? null,
              roleGroupId: values.roleGroupId,
              subscriptionId: scope.subscriptionId,
              subscriptionTeamId,
              uniqueDriverPin: newPin,
            },
          },
        });
        if (email) await sendInvite(email, t);
        else {
          const pin = data?.createUser.uniqueDriverPin ?? newPin;
          notifications.show({
            message: t('form.createdWithPin', { pin }),
            color: 'green',
            closeButtonProps: closeButton(t),
          });
        }
        return;
      }
      const { firstName, lastName, email } = userFormSchema.parse(values);
      if (!person) return;
      if (
        firstName !== person.firstName ||
        lastName !== person.lastName ||
        subscriptionTeamId !== person.subscriptionTeamId
      ) {
        await updatePerson({
          variables: {
            model: { id, firstName, lastName, ...(scope.showsTeams ? { subscriptionTeamId } : {}) },
          },
        });
      }
      if (values.roleGroupId !== person.user.roleGroup.id) {
        await changeRoleGroup({ variables: { model: { userId: person.userId, roleGroupId: values.roleGroupId } } });
      }
      if (email.toLowerCase() !== person.user.email.toLowerCase()) {
        await apiPost('/api/account/changeAccountEmail', { currentEmail: person.user.email, newEmail: email });
      }
    },
  });

  // The current group stays choosable even when the viewer could not give it anew.
  const groupOptions = [
    ...roleGroups,
    ...(person && !roleGroups.some((group) => group.id === person.user.roleGroup.id) ? [person.user.roleGroup] : []),
  ].map((group) => ({ value: group.id, label: group.name }));
  const loadErrors = [personQuery.error, optionsQuery.error, generatedPin.error].filter(Boolean);

  return (
    <FormPage
      title={title}
      errors={[...loadErrors, ...errors]}
      loading={(!!id && personQuery.loading && !person) || (optionsQuery.loading && !optionsQuery.data)}
      ready={(!id || !!person) && !!optionsQuery.data}
      saving={saving}
      onSubmit={onSubmit}
      onCancel={goBack}
    >
      {id && <RequiredListLinks detailsPath={`../../details/${id}`} />}
      <TextInput label={t('form.firstName')} required autoComplete="off" {...form.getInputProps('firstName')} />
      <TextInput label={t('form.lastName')} required autoComplete="off" {...form.getInputProps('lastName')} />
      <TextInput
        type="email"
        label={t('form.email')}
        required={!emailOptional}
        description={emailOptional ? t('form.emailOptional') : undefined}
        autoComplete="off"
        {...form.getInputProps('email')}
      />
      {person?.user.pendingEmail && (
        <Text size="sm" c="dimmed">
          {t('form.pendingEmail', { email: person.user.pendingEmail, current: person.user.email })}
        </Text>
      )}
      {person && !person.user.emailConfirmed && <ResendInvite email={person.user.email} />}
      {person?.viewerCanUpdate && person.userId !== viewer?.id && (
        <AccountLockout
          email={person.user.email}
          name={`${person.firstName} ${person.lastName}`}
          lockout={person.user.lockout}
          onChanged={() => personQuery.refetch()}
        />
      )}
      {groupOptions.length > 1 && (
        <Select
          label={t('form.roleGroup')}
          required
          allowDeselect={false}
          data={groupOptions}
          {...form.getInputProps('roleGroupId')}
        />
      )}
      {scope.showsTeams && (
        <Select
          label={t('form.team')}
          data={[
            { value: '', label: t('form.noTeam') },
            ...teams.map((team) => ({ value: team.id, label: team.name })),
          ]}
          allowDeselect={false}
          {...form.getInputProps('subscriptionTeamId')}
        />
      )}
      {person || newPin ? (
        <TextInput label={t('form.pin')} value={person?.uniqueDriverPin ?? newPin ?? ''} readOnly />
      ) : (
        <Text size="sm" c="dimmed">
          {t('form.pinGenerated')}
        </Text>
      )}
    </FormPage>
  );
}

/** The invite email is sent separately from creation; the user exists either way. */
async function sendInvite(email: string, t: (key: string, options?: Record<string, unknown>) => string) {
  try {
    await apiPost('/api/account/resendInviteEmail', { email });
    notifications.show({ message: t('form.created', { email }), color: 'green', closeButtonProps: closeButton(t) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    notifications.show({ message, color: 'red', closeButtonProps: closeButton(t) });
  }
}

// Mantine's close button has no name of its own.
const closeButton = (t: (key: string) => string) => ({ 'aria-label': t('listPage:closeNotice') });
