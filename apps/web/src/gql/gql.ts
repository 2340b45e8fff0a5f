/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Viewer {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      roleGroup\n      roles\n      emulatedSubscriptionId\n      subscription {\n        id\n        companyName\n        subscriptionType\n        brandColor\n        brandImageUrl\n      }\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  query ProfileForInvite($userId: ID!, $code: String!) {\n    profileForInvite(userId: $userId, code: $code) {\n      firstName\n      lastName\n      email\n    }\n  }\n": typeof types.ProfileForInviteDocument,
    "\n  query MailboxMessages($offset: Int, $first: Int, $search: String) {\n    mailboxMessages(offset: $offset, first: $first, search: $search) {\n      id\n      to\n      subject\n      text\n      createdAt\n    }\n  }\n": typeof types.MailboxMessagesDocument,
    "\n  query ProfileViewer {\n    viewer {\n      id\n      email\n      pendingEmail\n      firstName\n      lastName\n    }\n  }\n": typeof types.ProfileViewerDocument,
    "\n  fragment MyProfileFields on Profile {\n    id\n    userId\n    firstName\n    lastName\n    uniqueDriverPin\n  }\n": typeof types.MyProfileFieldsFragmentDoc,
    "\n  query MyProfile {\n    myProfile {\n      ...MyProfileFields\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  mutation UpdateMyProfile($model: UpdateProfileInput!) {\n    updateProfile(model: $model) {\n      ...MyProfileFields\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  mutation CreateMyProfile($model: CreateProfileInput!) {\n    createProfile(model: $model) {\n      ...MyProfileFields\n    }\n  }\n": typeof types.CreateMyProfileDocument,
    "\n  query TwoFactorStatus {\n    viewer {\n      id\n      twoFactorEnabled\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  fragment SafetyMetricFields on DriverMetric {\n    id\n    name\n    startValue\n    archived\n    viewerCanUpdate\n    viewerCanDelete\n  }\n": typeof types.SafetyMetricFieldsFragmentDoc,
    "\n  query SafetyMetrics($offset: Int, $first: Int, $search: String) {\n    driverMetrics(offset: $offset, first: $first, search: $search) {\n      ...SafetyMetricFields\n    }\n  }\n": typeof types.SafetyMetricsDocument,
    "\n  query SafetyMetric($id: ID!) {\n    driverMetric(id: $id) {\n      ...SafetyMetricFields\n    }\n  }\n": typeof types.SafetyMetricDocument,
    "\n  mutation CreateSafetyMetric($model: CreateDriverMetricInput!) {\n    createDriverMetric(model: $model) {\n      ...SafetyMetricFields\n    }\n  }\n": typeof types.CreateSafetyMetricDocument,
    "\n  mutation UpdateSafetyMetric($model: UpdateDriverMetricInput!) {\n    updateDriverMetric(model: $model) {\n      ...SafetyMetricFields\n    }\n  }\n": typeof types.UpdateSafetyMetricDocument,
    "\n  mutation DeleteSafetyMetric($id: ID!) {\n    deleteDriverMetric(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteSafetyMetricDocument,
    "\n  fragment SubscriptionPersonFields on Profile {\n    id\n    userId\n    firstName\n    lastName\n    subscriptionId\n    viewerCanUpdate\n  }\n": typeof types.SubscriptionPersonFieldsFragmentDoc,
    "\n  query SubscriptionPeople($subscriptionId: ID!, $offset: Int, $first: Int) {\n    profiles(subscriptionId: $subscriptionId, offset: $offset, first: $first) {\n      ...SubscriptionPersonFields\n    }\n  }\n": typeof types.SubscriptionPeopleDocument,
    "\n  mutation UpdateSubscriptionPerson($model: UpdateProfileInput!) {\n    updateProfile(model: $model) {\n      ...SubscriptionPersonFields\n    }\n  }\n": typeof types.UpdateSubscriptionPersonDocument,
    "\n  fragment SubscriptionFields on Subscription {\n    id\n    companyName\n    archived\n    subscriptionType\n    distributorSubscriptionId\n    brandColor\n    brandImageBlobReferenceId\n    maxUsers\n    currentUsers\n    restrictMaxUsers\n    allowBranding\n    allowExport\n    highRiskBelow\n    mediumRiskBelow\n    studyUniqueCode\n    studyReturnUrl\n    studyResultsPagePostUrl\n    viewerCanUpdate\n    viewerCanDelete\n  }\n": typeof types.SubscriptionFieldsFragmentDoc,
    "\n  query Subscriptions(\n    $offset: Int\n    $first: Int\n    $search: String\n    $subscriptionTypes: [String!]\n    $distributorSubscriptionId: ID\n  ) {\n    subscriptions(\n      offset: $offset\n      first: $first\n      search: $search\n      subscriptionTypes: $subscriptionTypes\n      distributorSubscriptionId: $distributorSubscriptionId\n    ) {\n      ...SubscriptionFields\n    }\n  }\n": typeof types.SubscriptionsDocument,
    "\n  query DistributorOptions {\n    subscriptions(subscriptionTypes: [\"Distributor\"]) {\n      id\n      companyName\n    }\n  }\n": typeof types.DistributorOptionsDocument,
    "\n  query Subscription($id: ID!) {\n    subscription(id: $id) {\n      ...SubscriptionFields\n    }\n  }\n": typeof types.SubscriptionDocument,
    "\n  mutation CreateSubscription($model: SubscriptionInput!) {\n    createSubscription(model: $model) {\n      ...SubscriptionFields\n    }\n  }\n": typeof types.CreateSubscriptionDocument,
    "\n  mutation UpdateSubscription($model: SubscriptionInput!) {\n    updateSubscription(model: $model) {\n      ...SubscriptionFields\n    }\n  }\n": typeof types.UpdateSubscriptionDocument,
    "\n  mutation DeleteSubscription($id: ID!) {\n    deleteSubscription(id: $id) {\n      id\n      archived\n    }\n  }\n": typeof types.DeleteSubscriptionDocument,
    "\n  mutation GenerateUniqueStudyPin {\n    generateUniqueStudyPin\n  }\n": typeof types.GenerateUniqueStudyPinDocument,
    "\n  query SubscriptionDeleteImpact($subscriptionId: ID!) {\n    profiles(subscriptionId: $subscriptionId) {\n      id\n      firstName\n      lastName\n    }\n    subscriptionTeams(subscriptionId: $subscriptionId) {\n      id\n      name\n    }\n  }\n": typeof types.SubscriptionDeleteImpactDocument,
    "\n  fragment TagFields on QuestionTag {\n    id\n    name\n    viewerCanUpdate\n    viewerCanDelete\n  }\n": typeof types.TagFieldsFragmentDoc,
    "\n  query Tags($offset: Int, $first: Int, $search: String) {\n    questionTags(offset: $offset, first: $first, search: $search) {\n      ...TagFields\n    }\n  }\n": typeof types.TagsDocument,
    "\n  query Tag($id: ID!) {\n    questionTag(id: $id) {\n      ...TagFields\n    }\n  }\n": typeof types.TagDocument,
    "\n  mutation CreateTag($model: CreateQuestionTagInput!) {\n    createQuestionTag(model: $model) {\n      ...TagFields\n    }\n  }\n": typeof types.CreateTagDocument,
    "\n  mutation UpdateTag($model: UpdateQuestionTagInput!) {\n    updateQuestionTag(model: $model) {\n      ...TagFields\n    }\n  }\n": typeof types.UpdateTagDocument,
    "\n  mutation DeleteTag($id: ID!) {\n    deleteQuestionTag(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteTagDocument,
};
const documents: Documents = {
    "\n  query Viewer {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      roleGroup\n      roles\n      emulatedSubscriptionId\n      subscription {\n        id\n        companyName\n        subscriptionType\n        brandColor\n        brandImageUrl\n      }\n    }\n  }\n": types.ViewerDocument,
    "\n  query ProfileForInvite($userId: ID!, $code: String!) {\n    profileForInvite(userId: $userId, code: $code) {\n      firstName\n      lastName\n      email\n    }\n  }\n": types.ProfileForInviteDocument,
    "\n  query MailboxMessages($offset: Int, $first: Int, $search: String) {\n    mailboxMessages(offset: $offset, first: $first, search: $search) {\n      id\n      to\n      subject\n      text\n      createdAt\n    }\n  }\n": types.MailboxMessagesDocument,
    "\n  query ProfileViewer {\n    viewer {\n      id\n      email\n      pendingEmail\n      firstName\n      lastName\n    }\n  }\n": types.ProfileViewerDocument,
    "\n  fragment MyProfileFields on Profile {\n    id\n    userId\n    firstName\n    lastName\n    uniqueDriverPin\n  }\n": types.MyProfileFieldsFragmentDoc,
    "\n  query MyProfile {\n    myProfile {\n      ...MyProfileFields\n    }\n  }\n": types.MyProfileDocument,
    "\n  mutation UpdateMyProfile($model: UpdateProfileInput!) {\n    updateProfile(model: $model) {\n      ...MyProfileFields\n    }\n  }\n": types.UpdateMyProfileDocument,
    "\n  mutation CreateMyProfile($model: CreateProfileInput!) {\n    createProfile(model: $model) {\n      ...MyProfileFields\n    }\n  }\n": types.CreateMyProfileDocument,
    "\n  query TwoFactorStatus {\n    viewer {\n      id\n      twoFactorEnabled\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  fragment SafetyMetricFields on DriverMetric {\n    id\n    name\n    startValue\n    archived\n    viewerCanUpdate\n    viewerCanDelete\n  }\n": types.SafetyMetricFieldsFragmentDoc,
    "\n  query SafetyMetrics($offset: Int, $first: Int, $search: String) {\n    driverMetrics(offset: $offset, first: $first, search: $search) {\n      ...SafetyMetricFields\n    }\n  }\n": types.SafetyMetricsDocument,
    "\n  query SafetyMetric($id: ID!) {\n    driverMetric(id: $id) {\n      ...SafetyMetricFields\n    }\n  }\n": types.SafetyMetricDocument,
    "\n  mutation CreateSafetyMetric($model: CreateDriverMetricInput!) {\n    createDriverMetric(model: $model) {\n      ...SafetyMetricFields\n    }\n  }\n": types.CreateSafetyMetricDocument,
    "\n  mutation UpdateSafetyMetric($model: UpdateDriverMetricInput!) {\n    updateDriverMetric(model: $model) {\n      ...SafetyMetricFields\n    }\n  }\n": types.UpdateSafetyMetricDocument,
    "\n  mutation DeleteSafetyMetric($id: ID!) {\n    deleteDriverMetric(id: $id) {\n      id\n    }\n  }\n": types.DeleteSafetyMetricDocument,
    "\n  fragment SubscriptionPersonFields on Profile {\n    id\n    userId\n    firstName\n    lastName\n    subscriptionId\n    viewerCanUpdate\n  }\n": types.SubscriptionPersonFieldsFragmentDoc,
    "\n  query SubscriptionPeople($subscriptionId: ID!, $offset: Int, $first: Int) {\n    profiles(subscriptionId: $subscriptionId, offset: $offset, first: $first) {\n      ...SubscriptionPersonFields\n    }\n  }\n": types.SubscriptionPeopleDocument,
    "\n  mutation UpdateSubscriptionPerson($model: UpdateProfileInput!) {\n    updateProfile(model: $model) {\n      ...SubscriptionPersonFields\n    }\n  }\n": types.UpdateSubscriptionPersonDocument,
    "\n  fragment SubscriptionFields on Subscription {\n    id\n    companyName\n    archived\n    subscriptionType\n    distributorSubscriptionId\n    brandColor\n    brandImageBlobReferenceId\n    maxUsers\n    currentUsers\n    restrictMaxUsers\n    allowBranding\n    allowExport\n    highRiskBelow\n    mediumRiskBelow\n    studyUniqueCode\n    studyReturnUrl\n    studyResultsPagePostUrl\n    viewerCanUpdate\n    viewerCanDelete\n  }\n": types.SubscriptionFieldsFragmentDoc,
    "\n  query Subscriptions(\n    $offset: Int\n    $first: Int\n    $search: String\n    $subscriptionTypes: [String!]\n    $distributorSubscriptionId: ID\n  ) {\n    subscriptions(\n      offset: $offset\n      first: $first\n      search: $search\n      subscriptionTypes: $subscriptionTypes\n      distributorSubscriptionId: $distributorSubscriptionId\n    ) {\n      ...SubscriptionFields\n    }\n  }\n": types.SubscriptionsDocument,
    "\n  query DistributorOptions {\n    subscriptions(subscriptionTypes: [\"Distributor\"]) {\n      id\n      companyName\n    }\n  }\n": types.DistributorOptionsDocument,
    "\n  query Subscription($id: ID!) {\n    subscription(id: $id) {\n      ...SubscriptionFields\n    }\n  }\n": types.SubscriptionDocument,
    "\n  mutation CreateSubscription($model: SubscriptionInput!) {\n    createSubscription(model: $model) {\n      ...SubscriptionFields\n    }\n  }\n": types.CreateSubscriptionDocument,
    "\n  mutation UpdateSubscription($model: SubscriptionInput!) {\n    updateSubscription(model: $model) {\n      ...SubscriptionFields\n    }\n  }\n": types.UpdateSubscriptionDocument,
    "\n  mutation DeleteSubscription($id: ID!) {\n    deleteSubscription(id: $id) {\n      id\n      archived\n    }\n  }\n": types.DeleteSubscriptionDocument,
    "\n  mutation GenerateUniqueStudyPin {\n    generateUniqueStudyPin\n  }\n": types.GenerateUniqueStudyPinDocument,
    "\n  query SubscriptionDeleteImpact($subscriptionId: ID!) {\n    profiles(subscriptionId: $subscriptionId) {\n      id\n      firstName\n      lastName\n    }\n    subscriptionTeams(subscriptionId: $subscriptionId) {\n      id\n      name\n    }\n  }\n": types.SubscriptionDeleteImpactDocument,
    "\n  fragment TagFields on QuestionTag {\n    id\n    name\n    viewerCanUpdate\n    viewerCanDelete\n  }\n": types.TagFieldsFragmentDoc,
    "\n  query Tags($offset: Int, $first: Int, $search: String) {\n    questionTags(offset: $offset, first: $first, search: $search) {\n      ...TagFields\n    }\n  }\n": types.TagsDocument,
    "\n  query Tag($id: ID!) {\n    questionTag(id: $id) {\n      ...TagFields\n    }\n  }\n": types.TagDocument,
    "\n  mutation CreateTag($model: CreateQuestionTagInput!) {\n    createQuestionTag(model: $model) {\n      ...TagFields\n    }\n  }\n": types.CreateTagDocument,
    "\n  mutation UpdateTag($model: UpdateQuestionTagInput!) {\n    updateQuestionTag(model: $model) {\n      ...TagFields\n    }\n  }\n": types.UpdateTagDocument,
    "\n  mutation DeleteTag($id: ID!) {\n    deleteQuestionTag(id: $id) {\n      id\n    }\n  }\n": types.DeleteTagDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      roleGroup\n      roles\n      emulatedSubscriptionId\n      subscription {\n        id\n        companyName\n        subscriptionType\n        brandColor\n        brandImageUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      roleGroup\n      roles\n      emulatedSubscriptionId\n      subscription {\n        id\n        companyName\n        subscriptionType\n        brandColor\n        brandImageUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileForInvite($userId: ID!, $code: String!) {\n    profileForInvite(userId: $userId, code: $code) {\n      firstName\n      lastName\n      email\n    }\n  }\n"): (typeof documents)["\n  query ProfileForInvite($userId: ID!, $code: String!) {\n    profileForInvite(userId: $userId, code: $code) {\n      firstName\n      lastName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailboxMessages($offset: Int, $first: Int, $search: String) {\n    mailboxMessages(offset: $offset, first: $first, search: $search) {\n      id\n      to\n      subject\n      text\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MailboxMessages($offset: Int, $first: Int, $search: String) {\n    mailboxMessages(offset: $offset, first: $first, search: $search) {\n      id\n      to\n      subject\n      text\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileViewer {\n    viewer {\n      id\n      email\n      pendingEmail\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  query ProfileViewer {\n    viewer {\n      id\n      email\n      pendingEmail\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyProfileFields on Profile {\n    id\n    userId\n    firstName\n    lastName\n    uniqueDriverPin\n  }\n"): (typeof documents)["\n  fragment MyProfileFields on Profile {\n    id\n    userId\n    firstName\n    lastName\n    uniqueDriverPin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfile {\n    myProfile {\n      ...MyProfileFields\n    }\n  }\n"): (typeof documents)["\n  query MyProfile {\n    myProfile {\n      ...MyProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($model: UpdateProfileInput!) {\n    updateProfile(model: $model) {\n      ...MyProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyProfile($model: UpdateProfileInput!) {\n    updateProfile(model: $model) {\n      ...MyProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMyProfile($model: CreateProfileInput!) {\n    createProfile(model: $model) {\n      ...MyProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMyProfile($model: CreateProfileInput!) {\n    createProfile(model: $model) {\n      ...MyProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorStatus {\n    viewer {\n      id\n      twoFactorEnabled\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorStatus {\n    viewer {\n      id\n      twoFactorEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SafetyMetricFields on DriverMetric {\n    id\n    name\n    startValue\n    archived\n    viewerCanUpdate\n    viewerCanDelete\n  }\n"): (typeof documents)["\n  fragment SafetyMetricFields on DriverMetric {\n    id\n    name\n    startValue\n    archived\n    viewerCanUpdate\n    viewerCanDelete\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SafetyMetrics($offset: Int, $first: Int, $search: String) {\n    driverMetrics(offset: $offset, first: $first, search: $search) {\n      ...SafetyMetricFields\n    }\n  }\n"): (typeof documents)["\n  query SafetyMetrics($offset: Int, $first: Int, $search: String) {\n    driverMetrics(offset: $offset, first: $first, search: $search) {\n      ...SafetyMetricFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SafetyMetric($id: ID!) {\n    driverMetric(id: $id) {\n      ...SafetyMetricFields\n    }\n  }\n"): (typeof documents)["\n  query SafetyMetric($id: ID!) {\n    driverMetric(id: $id) {\n      ...SafetyMetricFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSafetyMetric($model: CreateDriverMetricInput!) {\n    createDriverMetric(model: $model) {\n      ...SafetyMetricFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSafetyMetric($model: CreateDriverMetricInput!) {\n    createDriverMetric(model: $model) {\n      ...SafetyMetricFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSafetyMetric($model: UpdateDriverMetricInput!) {\n    updateDriverMetric(model: $model) {\n      ...SafetyMetricFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSafetyMetric($model: UpdateDriverMetricInput!) {\n    updateDriverMetric(model: $model) {\n      ...SafetyMetricFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSafetyMetric($id: ID!) {\n    deleteDriverMetric(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSafetyMetric($id: ID!) {\n    deleteDriverMetric(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionPersonFields on Profile {\n    id\n    userId\n    firstName\n    lastName\n    subscriptionId\n    viewerCanUpdate\n  }\n"): (typeof documents)["\n  fragment SubscriptionPersonFields on Profile {\n    id\n    userId\n    firstName\n    lastName\n    subscriptionId\n    viewerCanUpdate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionPeople($subscriptionId: ID!, $offset: Int, $first: Int) {\n    profiles(subscriptionId: $subscriptionId, offset: $offset, first: $first) {\n      ...SubscriptionPersonFields\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionPeople($subscriptionId: ID!, $offset: Int, $first: Int) {\n    profiles(subscriptionId: $subscriptionId, offset: $offset, first: $first) {\n      ...SubscriptionPersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSubscriptionPerson($model: UpdateProfileInput!) {\n    updateProfile(model: $model) {\n      ...SubscriptionPersonFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSubscriptionPerson($model: UpdateProfileInput!) {\n    updateProfile(model: $model) {\n      ...SubscriptionPersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionFields on Subscription {\n    id\n    companyName\n    archived\n    subscriptionType\n    distributorSubscriptionId\n    brandColor\n    brandImageBlobReferenceId\n    maxUsers\n    currentUsers\n    restrictMaxUsers\n    allowBranding\n    allowExport\n    highRiskBelow\n    mediumRiskBelow\n    studyUniqueCode\n    studyReturnUrl\n    studyResultsPagePostUrl\n    viewerCanUpdate\n    viewerCanDelete\n  }\n"): (typeof documents)["\n  fragment SubscriptionFields on Subscription {\n    id\n    companyName\n    archived\n    subscriptionType\n    distributorSubscriptionId\n    brandColor\n    brandImageBlobReferenceId\n    maxUsers\n    currentUsers\n    restrictMaxUsers\n    allowBranding\n    allowExport\n    highRiskBelow\n    mediumRiskBelow\n    studyUniqueCode\n    studyReturnUrl\n    studyResultsPagePostUrl\n    viewerCanUpdate\n    viewerCanDelete\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Subscriptions(\n    $offset: Int\n    $first: Int\n    $search: String\n    $subscriptionTypes: [String!]\n    $distributorSubscriptionId: ID\n  ) {\n    subscriptions(\n      offset: $offset\n      first: $first\n      search: $search\n      subscriptionTypes: $subscriptionTypes\n      distributorSubscriptionId: $distributorSubscriptionId\n    ) {\n      ...SubscriptionFields\n    }\n  }\n"): (typeof documents)["\n  query Subscriptions(\n    $offset: Int\n    $first: Int\n    $search: String\n    $subscriptionTypes: [String!]\n    $distributorSubscriptionId: ID\n  ) {\n    subscriptions(\n      offset: $offset\n      first: $first\n      search: $search\n      subscriptionTypes: $subscriptionTypes\n      distributorSubscriptionId: $distributorSubscriptionId\n    ) {\n      ...SubscriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DistributorOptions {\n    subscriptions(subscriptionTypes: [\"Distributor\"]) {\n      id\n      companyName\n    }\n  }\n"): (typeof documents)["\n  query DistributorOptions {\n    subscriptions(subscriptionTypes: [\"Distributor\"]) {\n      id\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Subscription($id: ID!) {\n    subscription(id: $id) {\n      ...SubscriptionFields\n    }\n  }\n"): (typeof documents)["\n  query Subscription($id: ID!) {\n    subscription(id: $id) {\n      ...SubscriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSubscription($model: SubscriptionInput!) {\n    createSubscription(model: $model) {\n      ...SubscriptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSubscription($model: SubscriptionInput!) {\n    createSubscription(model: $model) {\n      ...SubscriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSubscription($model: SubscriptionInput!) {\n    updateSubscription(model: $model) {\n      ...SubscriptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSubscription($model: SubscriptionInput!) {\n    updateSubscription(model: $model) {\n      ...SubscriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSubscription($id: ID!) {\n    deleteSubscription(id: $id) {\n      id\n      archived\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSubscription($id: ID!) {\n    deleteSubscription(id: $id) {\n      id\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateUniqueStudyPin {\n    generateUniqueStudyPin\n  }\n"): (typeof documents)["\n  mutation GenerateUniqueStudyPin {\n    generateUniqueStudyPin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionDeleteImpact($subscriptionId: ID!) {\n    profiles(subscriptionId: $subscriptionId) {\n      id\n      firstName\n      lastName\n    }\n    subscriptionTeams(subscriptionId: $subscriptionId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionDeleteImpact($subscriptionId: ID!) {\n    profiles(subscriptionId: $subscriptionId) {\n      id\n      firstName\n      lastName\n    }\n    subscriptionTeams(subscriptionId: $subscriptionId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TagFields on QuestionTag {\n    id\n    name\n    viewerCanUpdate\n    viewerCanDelete\n  }\n"): (typeof documents)["\n  fragment TagFields on QuestionTag {\n    id\n    name\n    viewerCanUpdate\n    viewerCanDelete\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tags($offset: Int, $first: Int, $search: String) {\n    questionTags(offset: $offset, first: $first, search: $search) {\n      ...TagFields\n    }\n  }\n"): (typeof documents)["\n  query Tags($offset: Int, $first: Int, $search: String) {\n    questionTags(offset: $offset, first: $first, search: $search) {\n      ...TagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tag($id: ID!) {\n    questionTag(id: $id) {\n      ...TagFields\n    }\n  }\n"): (typeof documents)["\n  query Tag($id: ID!) {\n    questionTag(id: $id) {\n      ...TagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTag($model: CreateQuestionTagInput!) {\n    createQuestionTag(model: $model) {\n      ...TagFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTag($model: CreateQuestionTagInput!) {\n    createQuestionTag(model: $model) {\n      ...TagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTag($model: UpdateQuestionTagInput!) {\n    updateQuestionTag(model: $model) {\n      ...TagFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTag($model: UpdateQuestionTagInput!) {\n    updateQuestionTag(model: $model) {\n      ...TagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTag($id: ID!) {\n    deleteQuestionTag(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTag($id: ID!) {\n    deleteQuestionTag(id: $id) {\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;