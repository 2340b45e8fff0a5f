import type { UseFormReturnType } from '@mantine/form';
import { SUBSCRIPTION_DEFAULTS, subscriptionFormSchema } from '@roadmark/domain/subscription';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import type { SubscriptionFieldsFragment, SubscriptionInput } from '../../gql/graphql';

/** The subscription form's values; number inputs give '' when cleared, and '' stands for "none" in the others. */
export interface SubscriptionFormValues {
  companyName: string;
  subscriptionType: SubscriptionType;
  distributorSubscriptionId: string;
  restrictMaxUsers: boolean;
  maxUsers: number | string;
  allowBranding: boolean;
  brandColor: string;
  brandImageBlobReferenceId: string;
  allowExport: boolean;
  highRiskBelow: number | string;
  mediumRiskBelow: number | string;
  automaticReminders: boolean;
  reminderDaysBeforeDue: number | string;
  studyUniqueCode: string;
  studyReturnUrl: string;
  studyResultsPagePostUrl: string;
}

export type SubscriptionForm = UseFormReturnType<SubscriptionFormValues>;

/** A new subscription of this type, with its defaults (docs/product/reference-data.md#the-subscription-form). */
export function newSubscriptionValues(
  subscriptionType: SubscriptionType,
  distributorSubscriptionId = '',
): SubscriptionFormValues {
  return {
    ...SUBSCRIPTION_DEFAULTS,
    companyName: '',
    subscriptionType,
    distributorSubscriptionId,
    brandImageBlobReferenceId: '',
    studyUniqueCode: '',
    studyReturnUrl: '',
    studyResultsPagePostUrl: '',
  };
}

export function subscriptionValues(subscription: SubscriptionFieldsFragment): SubscriptionFormValues {
  return {
    companyName: subscription.companyName,
    subscriptionType: subscription.subscriptionType as SubscriptionType,
    distributorSubscriptionId: subscription.distributorSubscriptionId ?? '',
    restrictMaxUsers: subscription.restrictMaxUsers,
    maxUsers: subscription.maxUsers,
    allowBranding: subscription.allowBranding,
    brandColor: subscription.brandColor,
    brandImageBlobReferenceId: subscription.brandImageBlobReferenceId ?? '',
    allowExport: subscription.allowExport,
    highRiskBelow: subscription.highRiskBelow,
    mediumRiskBelow: subscription.mediumRiskBelow,
    automaticReminders: subscription.automaticReminders,
    reminderDaysBeforeDue: subscription.reminderDaysBeforeDue,
    studyUniqueCode: subscription.studyUniqueCode ?? '',
    studyReturnUrl: subscription.studyReturnUrl ?? '',
    studyResultsPagePostUrl: subscription.studyResultsPagePostUrl ?? '',
  };
}

/**
 * What the form saves: a field the chosen type or an off switch hides keeps its loaded value, so a
 * hidden field can neither block the save with an error nobody sees nor change behind the person's back. Study
 * settings belong to studies only, and only a plain subscription is sold through a distributor.
 */
export function effectiveValues(
  values: SubscriptionFormValues,
  loaded: SubscriptionFormValues,
): SubscriptionFormValues {
  const type = values.subscriptionType;
  const isStudy = type === SubscriptionType.Study;
  const keep = <K extends keyof SubscriptionFormValues>(key: K, hidden: boolean) =>
    hidden ? loaded[key] : values[key];
  return {
    ...values,
    distributorSubscriptionId: type === SubscriptionType.Subscription ? values.distributorSubscriptionId : '',
    restrictMaxUsers: keep('restrictMaxUsers', isStudy),
    maxUsers: keep('maxUsers', isStudy || !values.restrictMaxUsers),
    allowBranding: keep('allowBranding', isStudy),
    brandColor: keep('brandColor', isStudy || !values.allowBranding),
    brandImageBlobReferenceId: keep('brandImageBlobReferenceId', isStudy || !values.allowBranding),
    allowExport: keep('allowExport', isStudy),
    highRiskBelow: keep('highRiskBelow', type !== SubscriptionType.Subscription),
    mediumRiskBelow: keep('mediumRiskBelow', type !== SubscriptionType.Subscription),
    automaticReminders: keep('automaticReminders', type !== SubscriptionType.Subscription),
    reminderDaysBeforeDue: keep(
      'reminderDaysBeforeDue',
      type !== SubscriptionType.Subscription || !values.automaticReminders,
    ),
    studyUniqueCode: isStudy ? values.studyUniqueCode : '',
    studyReturnUrl: isStudy ? values.studyReturnUrl : '',
    studyResultsPagePostUrl: isStudy ? values.studyResultsPagePostUrl : '',
  };
}

/** The createSubscription / updateSubscription model: every field of the form, checked by the domain schema. */
export function subscriptionModel(id: string, values: SubscriptionFormValues): SubscriptionInput {
  const model = subscriptionFormSchema.parse(values);
  return {
    id,
    companyName: model.companyName,
    subscriptionType: model.subscriptionType,
    distributorSubscriptionId: model.distributorSubscriptionId ?? null,
    restrictMaxUsers: model.restrictMaxUsers,
    maxUsers: model.maxUsers,
    allowBranding: model.allowBranding,
    brandColor: model.brandColor,
    brandImageBlobReferenceId: model.brandImageBlobReferenceId ?? null,
    allowExport: model.allowExport,
    highRiskBelow: model.highRiskBelow,
    mediumRiskBelow: model.mediumRiskBelow,
    automaticReminders: model.automaticReminders,
    reminderDaysBeforeDue: model.reminderDaysBeforeDue,
    studyUniqueCode: model.studyUniqueCode ?? null,
    studyReturnUrl: model.studyReturnUrl ?? null,
    studyResultsPagePostUrl: model.studyResultsPagePostUrl ?? null,
  };
}
