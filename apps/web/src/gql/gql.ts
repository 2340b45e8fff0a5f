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
    "\n  query AssessmentEditor($id: ID!) {\n    assessment(id: $id) {\n      id\n      name\n      assessmentType\n      feedbackStyle\n      isSmartIndividuality\n      text\n      tileText\n      imageBlobReferenceId\n      maxSuspiciousAnswers\n      suspiciousAnswerText\n      highRiskBelow\n      mediumRiskBelow\n    }\n    assessmentItems(assessmentId: $id) {\n      id\n      displayOrder\n      numberOfQuestionsToPresent\n      counterbalanceGroup\n    }\n    assessmentItemDriverMetricQuantities(assessmentId: $id) {\n      id\n      assessmentItemId\n      driverMetricId\n      quantity\n    }\n    assessmentItemQuestions(assessmentId: $id) {\n      id\n      assessmentItemId\n      question {\n        id\n        name\n        questionType\n        driverMetricId\n        driverMetricName\n      }\n    }\n    assessmentFeedbacks(assessmentId: $id) {\n      id\n      minTotalScore\n      maxTotalScore\n      feedbackText\n      imageBlobReferenceId\n      videoBlobReferenceId\n    }\n    questionTagLinks(targetId: $id) {\n      id\n      questionTagId\n    }\n    driverMetricRecommendations(targetId: $id) {\n      id\n      driverMetricId\n      minScore\n      maxScore\n    }\n    driverMetricAdjustments(targetId: $id) {\n      id\n      driverMetricId\n      minScore\n      maxScore\n      adjustmentValue\n    }\n  }\n": typeof types.AssessmentEditorDocument,
    "\n  mutation SaveAssessment($model: AssessmentBundleInput!) {\n    saveAssessment(model: $model) {\n      ...AssessmentListFields\n    }\n  }\n": typeof types.SaveAssessmentDocument,
    "\n  fragment AssessmentListFields on Assessment {\n    id\n    name\n    assessmentType\n    tileText\n    feedbackStyle\n    creationDate\n    questionTags {\n      id\n      name\n    }\n    viewerCanUpdate\n  }\n": typeof types.AssessmentListFieldsFragmentDoc,
    "\n  query Assessments(\n    $offset: Int\n    $first: Int\n    $search: String\n    $assessmentTypes: [AssessmentType!]\n    $questionTagIds: [ID!]\n  ) {\n    assessments(\n      offset: $offset\n      first: $first\n      search: $search\n      assessmentTypes: $assessmentTypes\n      questionTagIds: $questionTagIds\n    ) {\n      ...AssessmentListFields\n    }\n  }\n": typeof types.AssessmentsDocument,
    "\n  query AssessmentName($id: ID!) {\n    assessment(id: $id) {\n      id\n      name\n      assessmentType\n    }\n  }\n": typeof types.AssessmentNameDocument,
    "\n  mutation CloneAssessment($copyFromAssessmentId: ID!) {\n    cloneAssessment(copyFromAssessmentId: $copyFromAssessmentId) {\n      ...AssessmentListFields\n    }\n  }\n": typeof types.CloneAssessmentDocument,
    "\n  mutation DeleteAssessment($id: ID!) {\n    deleteAssessment(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteAssessmentDocument,
    "\n  fragment AssignmentFields on UserAssessmentAssignment {\n    id\n    subscriptionId\n    userId\n    subscriptionTeamId\n    assessmentId\n    targetDate\n    maxRestarts\n    archived\n  }\n": typeof types.AssignmentFieldsFragmentDoc,
    "\n  query RequiredAssessments(\n    $subscriptionId: ID\n    $profileId: ID\n    $subscriptionTeamId: ID\n    $assessmentTypes: [AssessmentType!]\n  ) {\n    requiredAssessments(\n      subscriptionId: $subscriptionId\n      profileId: $profileId\n      subscriptionTeamId: $subscriptionTeamId\n      assessmentTypes: $assessmentTypes\n    ) {\n      assessmentId\n      name\n      assessmentType\n      licenceMaxRestarts\n      recommended\n      assignment {\n        ...AssignmentFields\n      }\n      teamAssignment {\n        ...AssignmentFields\n      }\n    }\n  }\n": typeof types.RequiredAssessmentsDocument,
    "\n  mutation CreateUserAssessmentAssignment($model: UserAssessmentAssignmentInput!) {\n    createUserAssessmentAssignment(model: $model) {\n      ...AssignmentFields\n    }\n  }\n": typeof types.CreateUserAssessmentAssignmentDocument,
    "\n  mutation UpdateUserAssessmentAssignment($model: UserAssessmentAssignmentInput!) {\n    updateUserAssessmentAssignment(model: $model) {\n      ...AssignmentFields\n    }\n  }\n": typeof types.UpdateUserAssessmentAssignmentDocument,
    "\n  mutation DeleteUserAssessmentAssignment($id: ID!) {\n    deleteUserAssessmentAssignment(id: $id) {\n      ...AssignmentFields\n    }\n  }\n": typeof types.DeleteUserAssessmentAssignmentDocument,
    "\n  query MailboxMessages($offset: Int, $first: Int, $search: String) {\n    mailboxMessages(offset: $offset, first: $first, search: $search) {\n      id\n      to\n      subject\n      text\n      createdAt\n    }\n  }\n": typeof types.MailboxMessagesDocument,
    "\n  fragment PersonFields on Profile {\n    id\n    userId\n    firstName\n    lastName\n    subscriptionId\n    subscriptionTeamId\n    subscriptionTeamName\n    uniqueDriverPin\n    viewerCanUpdate\n    user {\n      id\n      email\n      emailConfirmed\n      pendingEmail\n      roleGroup {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PersonFieldsFragmentDoc,
    "\n  query People(\n    $subscriptionId: ID!\n    $roleGroupNames: [String!]\n    $subscriptionTeamId: ID\n    $offset: Int\n    $first: Int\n    $search: String\n  ) {\n    profiles(\n      subscriptionId: $subscriptionId\n      roleGroupNames: $roleGroupNames\n      subscriptionTeamId: $subscriptionTeamId\n      offset: $offset\n      first: $first\n      search: $search\n    ) {\n      ...PersonFields\n    }\n  }\n": typeof types.PeopleDocument,
    "\n  query Person($id: ID!) {\n    profile(id: $id) {\n      ...PersonFields\n    }\n  }\n": typeof types.PersonDocument,
    "\n  query PersonFormOptions($subscriptionId: ID!) {\n    roleGroups(subscriptionId: $subscriptionId) {\n      id\n      name\n    }\n    subscriptionTeams(subscriptionId: $subscriptionId) {\n      id\n      name\n    }\n  }\n": typeof types.PersonFormOptionsDocument,
    "\n  mutation GenerateUniqueDriverPin {\n    generateUniqueDriverPin\n  }\n": typeof types.GenerateUniqueDriverPinDocument,
    "\n  mutation CreateUser($model: CreateUserInput!) {\n    createUser(model: $model) {\n      ...PersonFields\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdatePerson($model: UpdateProfileInput!) {\n    updateProfile(model: $model) {\n      ...PersonFields\n    }\n  }\n": typeof types.UpdatePersonDocument,
    "\n  mutation ChangeUserRoleGroup($model: ChangeUserRoleGroupInput!) {\n    changeUserRoleGroup(model: $model) {\n      ...PersonFields\n    }\n  }\n": typeof types.ChangeUserRoleGroupDocument,
    "\n  mutation DeleteUser($profileId: ID!) {\n    deleteUser(profileId: $profileId) {\n      id\n    }\n  }\n": typeof types.DeleteUserDocument,
    "\n  query UserRelatedCounts($profileId: ID!) {\n    userRelatedCounts(profileId: $profileId) {\n      assessmentSessions\n      userAssessmentAssignments\n      signInSessions\n      externalLogins\n    }\n  }\n": typeof types.UserRelatedCountsDocument,
    "\n  query ProfileViewer {\n    viewer {\n      id\n      email\n      pendingEmail\n      firstName\n      lastName\n    }\n  }\n": typeof types.ProfileViewerDocument,
    "\n  fragment MyProfileFields on Profile {\n    id\n    userId\n    firstName\n    lastName\n    uniqueDriverPin\n  }\n": typeof types.MyProfileFieldsFragmentDoc,
    "\n  query MyProfile {\n    myProfile {\n      ...MyProfileFields\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  mutation UpdateMyProfile($model: UpdateProfileInput!) {\n    updateProfile(model: $model) {\n      ...MyProfileFields\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  mutation CreateMyProfile($model: CreateProfileInput!) {\n    createProfile(model: $model) {\n      ...MyProfileFields\n    }\n  }\n": typeof types.CreateMyProfileDocument,
    "\n  query TwoFactorStatus {\n    viewer {\n      id\n      twoFactorEnabled\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  fragment QuestionListFields on Question {\n    id\n    name\n    questionType\n    driverMetricName\n    questionTags {\n      id\n      name\n    }\n    viewerCanUpdate\n  }\n": typeof types.QuestionListFieldsFragmentDoc,
    "\n  query QuestionBank($offset: Int, $first: Int, $search: String, $questionTypes: [String!], $questionTagIds: [ID!]) {\n    questions(\n      offset: $offset\n      first: $first\n      search: $search\n      questionTypes: $questionTypes\n      questionTagIds: $questionTagIds\n    ) {\n      ...QuestionListFields\n    }\n  }\n": typeof types.QuestionBankDocument,
    "\n  query QuestionRelatedCounts($id: ID!) {\n    question(id: $id) {\n      id\n      name\n      questionType\n    }\n    questionRelatedCounts(id: $id) {\n      answers\n      questionnaireAnswers\n      feedbacks\n      tagLinks\n      recommendations\n      adjustments\n      assessmentLinks\n      responseEvents\n      sequenceQuestions\n    }\n  }\n": typeof types.QuestionRelatedCountsDocument,
    "\n  mutation DeleteQuestion($id: ID!) {\n    deleteQuestion(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteQuestionDocument,
    "\n  fragment QuestionAnswerFields on QuestionAnswer {\n    id\n    displayOrder\n    answerText\n    answerTextImageBlobReferenceId\n    scaleImageBlobReferenceId\n    score\n    isCorrect\n    startResponseTimeSeconds\n    endResponseTimeSeconds\n    windowLeft\n    windowTop\n    windowRight\n    windowBottom\n    discriminationGroup\n    subQuestionNumber\n    isSuspicious\n    suspicionScore\n  }\n": typeof types.QuestionAnswerFieldsFragmentDoc,
    "\n  query QuestionEditor($id: ID!) {\n    question(id: $id) {\n      id\n      name\n      questionType\n      questionText\n      preQuestionText\n      imageBlobReferenceId\n      videoBlobReferenceId\n      questionTextImageBlobReferenceId\n      driverMetricId\n      maximumClicks\n      timeLimitSeconds\n      numberOfSubQuestions\n    }\n    questionAnswers(questionId: $id) {\n      ...QuestionAnswerFields\n    }\n    questionFeedbacks(questionId: $id) {\n      id\n      minScore\n      maxScore\n      feedbackText\n      imageBlobReferenceId\n      videoBlobReferenceId\n    }\n    questionSequenceQuestions(parentQuestionId: $id) {\n      id\n      displayOrder\n      childQuestion {\n        id\n        name\n        questionType\n        questionText\n        answers {\n          ...QuestionAnswerFields\n        }\n      }\n    }\n    questionTagLinks(targetId: $id) {\n      id\n      questionTagId\n    }\n    driverMetricRecommendations(targetId: $id) {\n      id\n      driverMetricId\n      minScore\n      maxScore\n    }\n    driverMetricAdjustments(targetId: $id) {\n      id\n      driverMetricId\n      minScore\n      maxScore\n      adjustmentValue\n    }\n  }\n": typeof types.QuestionEditorDocument,
    "\n  mutation SaveQuestion($model: QuestionBundleInput!) {\n    saveQuestion(model: $model) {\n      id\n      name\n      questionType\n      driverMetricName\n      questionTags {\n        id\n        name\n      }\n      viewerCanUpdate\n    }\n  }\n": typeof types.SaveQuestionDocument,
    "\n  fragment SafetyMetricFields on DriverMetric {\n    id\n    name\n    startValue\n    archived\n    viewerCanUpdate\n    viewerCanDelete\n  }\n": typeof types.SafetyMetricFieldsFragmentDoc,
    "\n  query SafetyMetrics($offset: Int, $first: Int, $search: String) {\n    driverMetrics(offset: $offset, first: $first, search: $search) {\n      ...SafetyMetricFields\n    }\n  }\n": typeof types.SafetyMetricsDocument,
    "\n  query SafetyMetric($id: ID!) {\n    driverMetric(id: $id) {\n      ...SafetyMetricFields\n    }\n  }\n": typeof types.SafetyMetricDocument,
    "\n  mutation CreateSafetyMetric($model: CreateDriverMetricInput!) {\n    createDriverMetric(model: $model) {\n      ...SafetyMetricFields\n    }\n  }\n": typeof types.CreateSafetyMetricDocument,
    "\n  mutation UpdateSafetyMetric($model: UpdateDriverMetricInput!) {\n    updateDriverMetric(model: $model) {\n      ...SafetyMetricFields\n    }\n  }\n": typeof types.UpdateSafetyMetricDocument,
    "\n  mutation DeleteSafetyMetric($id: ID!) {\n    deleteDriverMetric(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteSafetyMetricDocument,
    "\n  fragment SessionFields on AssessmentSession {\n    id\n    assessmentId\n    userId\n    startDate\n    endDate\n    totalScore\n    currentPosition\n    isFinished\n    markedSuspicious\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  fragment PlayerQuestionFields on PlayerQuestion {\n    id\n    name\n    questionType\n    questionText\n    preQuestionText\n    numberOfSubQuestions\n    timeLimitSeconds\n    maximumClicks\n    imageUrl\n    videoUrl\n    questionTextImageUrl\n    answers {\n      id\n      answerText\n      answerTextImageUrl\n      displayOrder\n      subQuestionNumber\n    }\n  }\n": typeof types.PlayerQuestionFieldsFragmentDoc,
    "\n  fragment ResponseEventFields on PlayerResponseEvent {\n    id\n    questionId\n    assessmentItemId\n    questionAnswerId\n    responseTimeSeconds\n    clickPositionX\n    clickPositionY\n    textInput\n    subQuestionNumber\n    eventDate\n  }\n": typeof types.ResponseEventFieldsFragmentDoc,
    "\n  query SessionLaunchView($id: ID!) {\n    assessmentSessionLaunchView(id: $id) {\n      session {\n        ...SessionFields\n      }\n      assessment {\n        id\n        name\n        assessmentType\n        feedbackStyle\n        text\n      }\n      presented {\n        assessmentItemId\n        question {\n          ...PlayerQuestionFields\n          children {\n            ...PlayerQuestionFields\n            children {\n              ...PlayerQuestionFields\n            }\n          }\n        }\n      }\n      responseEvents {\n        ...ResponseEventFields\n      }\n      pageCount\n      viewerCanAnswer\n      isStudy\n    }\n  }\n": typeof types.SessionLaunchViewDocument,
    "\n  mutation InitializeAssessmentSession($assessmentId: ID!, $userId: ID, $restart: Boolean) {\n    initializeAssessmentSession(assessmentId: $assessmentId, userId: $userId, restart: $restart) {\n      ...SessionFields\n    }\n  }\n": typeof types.InitializeAssessmentSessionDocument,
    "\n  mutation SaveAssessmentSessionResponses($model: SaveAssessmentSessionResponsesInput!) {\n    saveAssessmentSessionResponses(model: $model) {\n      ...SessionFields\n    }\n  }\n": typeof types.SaveAssessmentSessionResponsesDocument,
    "\n  mutation FinishAssessmentSession($model: FinishAssessmentSessionInput!) {\n    finishAssessmentSession(model: $model) {\n      ...SessionFields\n    }\n  }\n": typeof types.FinishAssessmentSessionDocument,
    "\n  query SessionResult($id: ID!) {\n    assessmentSessionResult(id: $id) {\n      session {\n        ...SessionFields\n      }\n      assessmentName\n      feedbackStyle\n      score\n      minScore\n      maxScore\n      riskCategory\n      markedSuspicious\n      suspiciousAnswerText\n      feedbackText\n      feedbackImageUrl\n      feedbackVideoUrl\n      questionBreakdown {\n        assessmentItemId\n        questionId\n        name\n        questionType\n        score\n        maxScore\n        percent\n        feedbackText\n        feedbackImageUrl\n        feedbackVideoUrl\n      }\n      driverMetricBreakdown {\n        driverMetricId\n        name\n        score\n      }\n    }\n  }\n": typeof types.SessionResultDocument,
    "\n  query SessionQuestionFeedback($assessmentSessionId: ID!, $assessmentItemId: ID!, $questionId: ID!) {\n    assessmentSessionQuestionFeedback(\n      assessmentSessionId: $assessmentSessionId\n      assessmentItemId: $assessmentItemId\n      questionId: $questionId\n    ) {\n      questionId\n      name\n      score\n      maxScore\n      percent\n      feedbackText\n      feedbackImageUrl\n      feedbackVideoUrl\n    }\n  }\n": typeof types.SessionQuestionFeedbackDocument,
    "\n  fragment SubscriptionPersonFields on Profile {\n    id\n    userId\n    firstName\n    lastName\n    subscriptionId\n    viewerCanUpdate\n  }\n": typeof types.SubscriptionPersonFieldsFragmentDoc,
    "\n  query SubscriptionPeople($subscriptionId: ID!, $offset: Int, $first: Int) {\n    profiles(subscriptionId: $subscriptionId, offset: $offset, first: $first) {\n      ...SubscriptionPersonFields\n    }\n  }\n": typeof types.SubscriptionPeopleDocument,
    "\n  mutation UpdateSubscriptionPerson($model: UpdateProfileInput!) {\n    updateProfile(model: $model) {\n      ...SubscriptionPersonFields\n    }\n  }\n": typeof types.UpdateSubscriptionPersonDocument,
    "\n  fragment SubscriptionLicenceFields on SubscriptionAssessment {\n    id\n    subscriptionId\n    assessmentId\n    maxRestarts\n    archived\n    assessment {\n      id\n      name\n      assessmentType\n    }\n  }\n": typeof types.SubscriptionLicenceFieldsFragmentDoc,
    "\n  query SubscriptionAssessments($subscriptionId: ID!, $assessmentTypes: [AssessmentType!]) {\n    subscriptionAssessments(subscriptionId: $subscriptionId, assessmentTypes: $assessmentTypes) {\n      ...SubscriptionLicenceFields\n    }\n  }\n": typeof types.SubscriptionAssessmentsDocument,
    "\n  query LicensableAssessments($subscriptionId: ID!, $assessmentTypes: [AssessmentType!]) {\n    licensableAssessments(subscriptionId: $subscriptionId, assessmentTypes: $assessmentTypes) {\n      id\n      name\n      assessmentType\n    }\n  }\n": typeof types.LicensableAssessmentsDocument,
    "\n  mutation CreateSubscriptionAssessment($model: CreateSubscriptionAssessmentInput!) {\n    createSubscriptionAssessment(model: $model) {\n      ...SubscriptionLicenceFields\n    }\n  }\n": typeof types.CreateSubscriptionAssessmentDocument,
    "\n  mutation UpdateSubscriptionAssessment($model: UpdateSubscriptionAssessmentInput!) {\n    updateSubscriptionAssessment(model: $model) {\n      ...SubscriptionLicenceFields\n    }\n  }\n": typeof types.UpdateSubscriptionAssessmentDocument,
    "\n  mutation DeleteSubscriptionAssessment($id: ID!) {\n    deleteSubscriptionAssessment(id: $id) {\n      ...SubscriptionLicenceFields\n    }\n  }\n": typeof types.DeleteSubscriptionAssessmentDocument,
    "\n  fragment SubscriptionFields on Subscription {\n    id\n    companyName\n    archived\n    subscriptionType\n    distributorSubscriptionId\n    brandColor\n    brandImageBlobReferenceId\n    maxUsers\n    currentUsers\n    restrictMaxUsers\n    allowBranding\n    allowExport\n    automaticReminders\n    reminderDaysBeforeDue\n    highRiskBelow\n    mediumRiskBelow\n    studyUniqueCode\n    studyReturnUrl\n    studyResultsPagePostUrl\n    viewerCanUpdate\n    viewerCanDelete\n  }\n": typeof types.SubscriptionFieldsFragmentDoc,
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
    "\n  fragment TeamFields on SubscriptionTeam {\n    id\n    subscriptionId\n    name\n    viewerCanUpdate\n    viewerCanDelete\n  }\n": typeof types.TeamFieldsFragmentDoc,
    "\n  query Teams($offset: Int, $first: Int, $search: String) {\n    subscriptionTeams(offset: $offset, first: $first, search: $search) {\n      ...TeamFields\n    }\n  }\n": typeof types.TeamsDocument,
    "\n  query Team($id: ID!) {\n    subscriptionTeam(id: $id) {\n      ...TeamFields\n    }\n  }\n": typeof types.TeamDocument,
    "\n  mutation CreateTeam($model: CreateSubscriptionTeamInput!) {\n    createSubscriptionTeam(model: $model) {\n      ...TeamFields\n    }\n  }\n": typeof types.CreateTeamDocument,
    "\n  mutation UpdateTeam($model: UpdateSubscriptionTeamInput!) {\n    updateSubscriptionTeam(model: $model) {\n      ...TeamFields\n    }\n  }\n": typeof types.UpdateTeamDocument,
    "\n  mutation DeleteTeam($id: ID!) {\n    deleteSubscriptionTeam(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteTeamDocument,
};
const documents: Documents = {
    "\n  query Viewer {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      roleGroup\n      roles\n      emulatedSubscriptionId\n      subscription {\n        id\n        companyName\n        subscriptionType\n        brandColor\n        brandImageUrl\n      }\n    }\n  }\n": types.ViewerDocument,
    "\n  query ProfileForInvite($userId: ID!, $code: String!) {\n    profileForInvite(userId: $userId, code: $code) {\n      firstName\n      lastName\n      email\n    }\n  }\n": types.ProfileForInviteDocument,
    "\n  query AssessmentEditor($id: ID!) {\n    assessment(id: $id) {\n      id\n      name\n      assessmentType\n      feedbackStyle\n      isSmartIndividuality\n      text\n      tileText\n      imageBlobReferenceId\n      maxSuspiciousAnswers\n      suspiciousAnswerText\n      highRiskBelow\n      mediumRiskBelow\n    }\n    assessmentItems(assessmentId: $id) {\n      id\n      displayOrder\n      numberOfQuestionsToPresent\n      counterbalanceGroup\n    }\n    assessmentItemDriverMetricQuantities(assessmentId: $id) {\n      id\n      assessmentItemId\n      driverMetricId\n      quantity\n    }\n    assessmentItemQuestions(assessmentId: $id) {\n      id\n      assessmentItemId\n      question {\n        id\n        name\n        questionType\n        driverMetricId\n        driverMetricName\n      }\n    }\n    assessmentFeedbacks(assessmentId: $id) {\n      id\n      minTotalScore\n      maxTotalScore\n      feedbackText\n      imageBlobReferenceId\n      videoBlobReferenceId\n    }\n    questionTagLinks(targetId: $id) {\n      id\n      questionTagId\n    }\n    driverMetricRecommendations(targetId: $id) {\n      id\n      driverMetricId\n      minScore\n      maxScore\n    }\n    driverMetricAdjustments(targetId: $id) {\n      id\n      driverMetricId\n      minScore\n      maxScore\n      adjustmentValue\n    }\n  }\n": types.AssessmentEditorDocument,
    "\n  mutation SaveAssessment($model: AssessmentBundleInput!) {\n    saveAssessment(model: $model) {\n      ...AssessmentListFields\n    }\n  }\n": types.SaveAssessmentDocument,
    "\n  fragment AssessmentListFields on Assessment {\n    id\n    name\n    assessmentType\n    tileText\n    feedbackStyle\n    creationDate\n    questionTags {\n      id\n      name\n    }\n    viewerCanUpdate\n  }\n": types.AssessmentListFieldsFragmentDoc,
    "\n  query Assessments(\n    $offset: Int\n    $first: Int\n    $search: String\n    $assessmentTypes: [AssessmentType!]\n    $questionTagIds: [ID!]\n  ) {\n    assessments(\n      offset: $offset\n      first: $first\n      search: $search\n      assessmentTypes: $assessmentTypes\n      questionTagIds: $questionTagIds\n    ) {\n      ...AssessmentListFields\n    }\n  }\n": types.AssessmentsDocument,
    "\n  query AssessmentName($id: ID!) {\n    assessment(id: $id) {\n      id\n      name\n      assessmentType\n    }\n  }\n": types.AssessmentNameDocument,
    "\n  mutation CloneAssessment($copyFromAssessmentId: ID!) {\n    cloneAssessment(copyFromAssessmentId: $copyFromAssessmentId) {\n      ...AssessmentListFields\n    }\n  }\n": types.CloneAssessmentDocument,
    "\n  mutation DeleteAssessment($id: ID!) {\n    deleteAssessment(id: $id) {\n      id\n    }\n  }\n": types.DeleteAssessmentDocument,
    "\n  fragment AssignmentFields on UserAssessmentAssignment {\n    id\n    subscriptionId\n    userId\n    subscriptionTeamId\n    assessmentId\n    targetDate\n    maxRestarts\n    archived\n  }\n": types.AssignmentFieldsFragmentDoc,
    "\n  query RequiredAssessments(\n    $subscriptionId: ID\n    $profileId: ID\n    $subscriptionTeamId: ID\n    $assessmentTypes: [AssessmentType!]\n  ) {\n    requiredAssessments(\n      subscriptionId: $subscriptionId\n      profileId: $profileId\n      subscriptionTeamId: $subscriptionTeamId\n      assessmentTypes: $assessmentTypes\n    ) {\n      assessmentId\n      name\n      assessmentType\n      licenceMaxRestarts\n      recommended\n      assignment {\n        ...AssignmentFields\n      }\n      teamAssignment {\n        ...AssignmentFields\n      }\n    }\n  }\n": types.RequiredAssessmentsDocument,
    "\n  mutation CreateUserAssessmentAssignment($model: UserAssessmentAssignmentInput!) {\n    createUserAssessmentAssignment(model: $model) {\n      ...AssignmentFields\n    }\n  }\n": types.CreateUserAssessmentAssignmentDocument,
    "\n  mutation UpdateUserAssessmentAssignment($model: UserAssessmentAssignmentInput!) {\n    updateUserAssessmentAssignment(model: $model) {\n      ...AssignmentFields\n    }\n  }\n": types.UpdateUserAssessmentAssignmentDocument,
    "\n  mutation DeleteUserAssessmentAssignment($id: ID!) {\n    deleteUserAssessmentAssignment(id: $id) {\n      ...AssignmentFields\n    }\n  }\n": types.DeleteUserAssessmentAssignmentDocument,
    "\n  query MailboxMessages($offset: Int, $first: Int, $search: String) {\n    mailboxMessages(offset: $offset, first: $first, search: $search) {\n      id\n      to\n      subject\n      text\n      createdAt\n    }\n  }\n": types.MailboxMessagesDocument,
    "\n  fragment PersonFields on Profile {\n    id\n    userId\n    firstName\n    lastName\n    subscriptionId\n    subscriptionTeamId\n    subscriptionTeamName\n    uniqueDriverPin\n    viewerCanUpdate\n    user {\n      id\n      email\n      emailConfirmed\n      pendingEmail\n      roleGroup {\n        id\n        name\n      }\n    }\n  }\n": types.PersonFieldsFragmentDoc,
    "\n  query People(\n    $subscriptionId: ID!\n    $roleGroupNames: [String!]\n    $subscriptionTeamId: ID\n    $offset: Int\n    $first: Int\n    $search: String\n  ) {\n    profiles(\n      subscriptionId: $subscriptionId\n      roleGroupNames: $roleGroupNames\n      subscriptionTeamId: $subscriptionTeamId\n      offset: $offset\n      first: $first\n      search: $search\n    ) {\n      ...PersonFields\n    }\n  }\n": types.PeopleDocument,
    "\n  query Person($id: ID!) {\n    profile(id: $id) {\n      ...PersonFields\n    }\n  }\n": types.PersonDocument,
    "\n  query PersonFormOptions($subscriptionId: ID!) {\n    roleGroups(subscriptionId: $subscriptionId) {\n      id\n      name\n    }\n    subscriptionTeams(subscriptionId: $subscriptionId) {\n      id\n      name\n    }\n  }\n": types.PersonFormOptionsDocument,
    "\n  mutation GenerateUniqueDriverPin {\n    generateUniqueDriverPin\n  }\n": types.GenerateUniqueDriverPinDocument,
    "\n  mutation CreateUser($model: CreateUserInput!) {\n    createUser(model: $model) {\n      ...PersonFields\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdatePerson($model: UpdateProfileInput!) {\n    updateProfile(model: $model) {\n      ...PersonFields\n    }\n  }\n": types.UpdatePersonDocument,
    "\n  mutation ChangeUserRoleGroup($model: ChangeUserRoleGroupInput!) {\n    changeUserRoleGroup(model: $model) {\n      ...PersonFields\n    }\n  }\n": types.ChangeUserRoleGroupDocument,
    "\n  mutation DeleteUser($profileId: ID!) {\n    deleteUser(profileId: $profileId) {\n      id\n    }\n  }\n": types.DeleteUserDocument,
    "\n  query UserRelatedCounts($profileId: ID!) {\n    userRelatedCounts(profileId: $profileId) {\n      assessmentSessions\n      userAssessmentAssignments\n      signInSessions\n      externalLogins\n    }\n  }\n": types.UserRelatedCountsDocument,
    "\n  query ProfileViewer {\n    viewer {\n      id\n      email\n      pendingEmail\n      firstName\n      lastName\n    }\n  }\n": types.ProfileViewerDocument,
    "\n  fragment MyProfileFields on Profile {\n    id\n    userId\n    firstName\n    lastName\n    uniqueDriverPin\n  }\n": types.MyProfileFieldsFragmentDoc,
    "\n  query MyProfile {\n    myProfile {\n      ...MyProfileFields\n    }\n  }\n": types.MyProfileDocument,
    "\n  mutation UpdateMyProfile($model: UpdateProfileInput!) {\n    updateProfile(model: $model) {\n      ...MyProfileFields\n    }\n  }\n": types.UpdateMyProfileDocument,
    "\n  mutation CreateMyProfile($model: CreateProfileInput!) {\n    createProfile(model: $model) {\n      ...MyProfileFields\n    }\n  }\n": types.CreateMyProfileDocument,
    "\n  query TwoFactorStatus {\n    viewer {\n      id\n      twoFactorEnabled\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  fragment QuestionListFields on Question {\n    id\n    name\n    questionType\n    driverMetricName\n    questionTags {\n      id\n      name\n    }\n    viewerCanUpdate\n  }\n": types.QuestionListFieldsFragmentDoc,
    "\n  query QuestionBank($offset: Int, $first: Int, $search: String, $questionTypes: [String!], $questionTagIds: [ID!]) {\n    questions(\n      offset: $offset\n      first: $first\n      search: $search\n      questionTypes: $questionTypes\n      questionTagIds: $questionTagIds\n    ) {\n      ...QuestionListFields\n    }\n  }\n": types.QuestionBankDocument,
    "\n  query QuestionRelatedCounts($id: ID!) {\n    question(id: $id) {\n      id\n      name\n      questionType\n    }\n    questionRelatedCounts(id: $id) {\n      answers\n      questionnaireAnswers\n      feedbacks\n      tagLinks\n      recommendations\n      adjustments\n      assessmentLinks\n      responseEvents\n      sequenceQuestions\n    }\n  }\n": types.QuestionRelatedCountsDocument,
    "\n  mutation DeleteQuestion($id: ID!) {\n    deleteQuestion(id: $id) {\n      id\n    }\n  }\n": types.DeleteQuestionDocument,
    "\n  fragment QuestionAnswerFields on QuestionAnswer {\n    id\n    displayOrder\n    answerText\n    answerTextImageBlobReferenceId\n    scaleImageBlobReferenceId\n    score\n    isCorrect\n    startResponseTimeSeconds\n    endResponseTimeSeconds\n    windowLeft\n    windowTop\n    windowRight\n    windowBottom\n    discriminationGroup\n    subQuestionNumber\n    isSuspicious\n    suspicionScore\n  }\n": types.QuestionAnswerFieldsFragmentDoc,
    "\n  query QuestionEditor($id: ID!) {\n    question(id: $id) {\n      id\n      name\n      questionType\n      questionText\n      preQuestionText\n      imageBlobReferenceId\n      videoBlobReferenceId\n      questionTextImageBlobReferenceId\n      driverMetricId\n      maximumClicks\n      timeLimitSeconds\n      numberOfSubQuestions\n    }\n    questionAnswers(questionId: $id) {\n      ...QuestionAnswerFields\n    }\n    questionFeedbacks(questionId: $id) {\n      id\n      minScore\n      maxScore\n      feedbackText\n      imageBlobReferenceId\n      videoBlobReferenceId\n    }\n    questionSequenceQuestions(parentQuestionId: $id) {\n      id\n      displayOrder\n      childQuestion {\n        id\n        name\n        questionType\n        questionText\n        answers {\n          ...QuestionAnswerFields\n        }\n      }\n    }\n    questionTagLinks(targetId: $id) {\n      id\n      questionTagId\n    }\n    driverMetricRecommendations(targetId: $id) {\n      id\n      driverMetricId\n      minScore\n      maxScore\n    }\n    driverMetricAdjustments(targetId: $id) {\n      id\n      driverMetricId\n      minScore\n      maxScore\n      adjustmentValue\n    }\n  }\n": types.QuestionEditorDocument,
    "\n  mutation SaveQuestion($model: QuestionBundleInput!) {\n    saveQuestion(model: $model) {\n      id\n      name\n      questionType\n      driverMetricName\n      questionTags {\n        id\n        name\n      }\n      viewerCanUpdate\n    }\n  }\n": types.SaveQuestionDocument,
    "\n  fragment SafetyMetricFields on DriverMetric {\n    id\n    name\n    startValue\n    archived\n    viewerCanUpdate\n    viewerCanDelete\n  }\n": types.SafetyMetricFieldsFragmentDoc,
    "\n  query SafetyMetrics($offset: Int, $first: Int, $search: String) {\n    driverMetrics(offset: $offset, first: $first, search: $search) {\n      ...SafetyMetricFields\n    }\n  }\n": types.SafetyMetricsDocument,
    "\n  query SafetyMetric($id: ID!) {\n    driverMetric(id: $id) {\n      ...SafetyMetricFields\n    }\n  }\n": types.SafetyMetricDocument,
    "\n  mutation CreateSafetyMetric($model: CreateDriverMetricInput!) {\n    createDriverMetric(model: $model) {\n      ...SafetyMetricFields\n    }\n  }\n": types.CreateSafetyMetricDocument,
    "\n  mutation UpdateSafetyMetric($model: UpdateDriverMetricInput!) {\n    updateDriverMetric(model: $model) {\n      ...SafetyMetricFields\n    }\n  }\n": types.UpdateSafetyMetricDocument,
    "\n  mutation DeleteSafetyMetric($id: ID!) {\n    deleteDriverMetric(id: $id) {\n      id\n    }\n  }\n": types.DeleteSafetyMetricDocument,
    "\n  fragment SessionFields on AssessmentSession {\n    id\n    assessmentId\n    userId\n    startDate\n    endDate\n    totalScore\n    currentPosition\n    isFinished\n    markedSuspicious\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  fragment PlayerQuestionFields on PlayerQuestion {\n    id\n    name\n    questionType\n    questionText\n    preQuestionText\n    numberOfSubQuestions\n    timeLimitSeconds\n    maximumClicks\n    imageUrl\n    videoUrl\n    questionTextImageUrl\n    answers {\n      id\n      answerText\n      answerTextImageUrl\n      displayOrder\n      subQuestionNumber\n    }\n  }\n": types.PlayerQuestionFieldsFragmentDoc,
    "\n  fragment ResponseEventFields on PlayerResponseEvent {\n    id\n    questionId\n    assessmentItemId\n    questionAnswerId\n    responseTimeSeconds\n    clickPositionX\n    clickPositionY\n    textInput\n    subQuestionNumber\n    eventDate\n  }\n": types.ResponseEventFieldsFragmentDoc,
    "\n  query SessionLaunchView($id: ID!) {\n    assessmentSessionLaunchView(id: $id) {\n      session {\n        ...SessionFields\n      }\n      assessment {\n        id\n        name\n        assessmentType\n        feedbackStyle\n        text\n      }\n      presented {\n        assessmentItemId\n        question {\n          ...PlayerQuestionFields\n          children {\n            ...PlayerQuestionFields\n            children {\n              ...PlayerQuestionFields\n            }\n          }\n        }\n      }\n      responseEvents {\n        ...ResponseEventFields\n      }\n      pageCount\n      viewerCanAnswer\n      isStudy\n    }\n  }\n": types.SessionLaunchViewDocument,
    "\n  mutation InitializeAssessmentSession($assessmentId: ID!, $userId: ID, $restart: Boolean) {\n    initializeAssessmentSession(assessmentId: $assessmentId, userId: $userId, restart: $restart) {\n      ...SessionFields\n    }\n  }\n": types.InitializeAssessmentSessionDocument,
    "\n  mutation SaveAssessmentSessionResponses($model: SaveAssessmentSessionResponsesInput!) {\n    saveAssessmentSessionResponses(model: $model) {\n      ...SessionFields\n    }\n  }\n": types.SaveAssessmentSessionResponsesDocument,
    "\n  mutation FinishAssessmentSession($model: FinishAssessmentSessionInput!) {\n    finishAssessmentSession(model: $model) {\n      ...SessionFields\n    }\n  }\n": types.FinishAssessmentSessionDocument,
    "\n  query SessionResult($id: ID!) {\n    assessmentSessionResult(id: $id) {\n      session {\n        ...SessionFields\n      }\n      assessmentName\n      feedbackStyle\n      score\n      minScore\n      maxScore\n      riskCategory\n      markedSuspicious\n      suspiciousAnswerText\n      feedbackText\n      feedbackImageUrl\n      feedbackVideoUrl\n      questionBreakdown {\n        assessmentItemId\n        questionId\n        name\n        questionType\n        score\n        maxScore\n        percent\n        feedbackText\n        feedbackImageUrl\n        feedbackVideoUrl\n      }\n      driverMetricBreakdown {\n        driverMetricId\n        name\n        score\n      }\n    }\n  }\n": types.SessionResultDocument,
    "\n  query SessionQuestionFeedback($assessmentSessionId: ID!, $assessmentItemId: ID!, $questionId: ID!) {\n    assessmentSessionQuestionFeedback(\n      assessmentSessionId: $assessmentSessionId\n      assessmentItemId: $assessmentItemId\n      questionId: $questionId\n    ) {\n      questionId\n      name\n      score\n      maxScore\n      percent\n      feedbackText\n      feedbackImageUrl\n      feedbackVideoUrl\n    }\n  }\n": types.SessionQuestionFeedbackDocument,
    "\n  fragment SubscriptionPersonFields on Profile {\n    id\n    userId\n    firstName\n    lastName\n    subscriptionId\n    viewerCanUpdate\n  }\n": types.SubscriptionPersonFieldsFragmentDoc,
    "\n  query SubscriptionPeople($subscriptionId: ID!, $offset: Int, $first: Int) {\n    profiles(subscriptionId: $subscriptionId, offset: $offset, first: $first) {\n      ...SubscriptionPersonFields\n    }\n  }\n": types.SubscriptionPeopleDocument,
    "\n  mutation UpdateSubscriptionPerson($model: UpdateProfileInput!) {\n    updateProfile(model: $model) {\n      ...SubscriptionPersonFields\n    }\n  }\n": types.UpdateSubscriptionPersonDocument,
    "\n  fragment SubscriptionLicenceFields on SubscriptionAssessment {\n    id\n    subscriptionId\n    assessmentId\n    maxRestarts\n    archived\n    assessment {\n      id\n      name\n      assessmentType\n    }\n  }\n": types.SubscriptionLicenceFieldsFragmentDoc,
    "\n  query SubscriptionAssessments($subscriptionId: ID!, $assessmentTypes: [AssessmentType!]) {\n    subscriptionAssessments(subscriptionId: $subscriptionId, assessmentTypes: $assessmentTypes) {\n      ...SubscriptionLicenceFields\n    }\n  }\n": types.SubscriptionAssessmentsDocument,
    "\n  query LicensableAssessments($subscriptionId: ID!, $assessmentTypes: [AssessmentType!]) {\n    licensableAssessments(subscriptionId: $subscriptionId, assessmentTypes: $assessmentTypes) {\n      id\n      name\n      assessmentType\n    }\n  }\n": types.LicensableAssessmentsDocument,
    "\n  mutation CreateSubscriptionAssessment($model: CreateSubscriptionAssessmentInput!) {\n    createSubscriptionAssessment(model: $model) {\n      ...SubscriptionLicenceFields\n    }\n  }\n": types.CreateSubscriptionAssessmentDocument,
    "\n  mutation UpdateSubscriptionAssessment($model: UpdateSubscriptionAssessmentInput!) {\n    updateSubscriptionAssessment(model: $model) {\n      ...SubscriptionLicenceFields\n    }\n  }\n": types.UpdateSubscriptionAssessmentDocument,
    "\n  mutation DeleteSubscriptionAssessment($id: ID!) {\n    deleteSubscriptionAssessment(id: $id) {\n      ...SubscriptionLicenceFields\n    }\n  }\n": types.DeleteSubscriptionAssessmentDocument,
    "\n  fragment SubscriptionFields on Subscription {\n    id\n    companyName\n    archived\n    subscriptionType\n    distributorSubscriptionId\n    brandColor\n    brandImageBlobReferenceId\n    maxUsers\n    currentUsers\n    restrictMaxUsers\n    allowBranding\n    allowExport\n    automaticReminders\n    reminderDaysBeforeDue\n    highRiskBelow\n    mediumRiskBelow\n    studyUniqueCode\n    studyReturnUrl\n    studyResultsPagePostUrl\n    viewerCanUpdate\n    viewerCanDelete\n  }\n": types.SubscriptionFieldsFragmentDoc,
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
    "\n  fragment TeamFields on SubscriptionTeam {\n    id\n    subscriptionId\n    name\n    viewerCanUpdate\n    viewerCanDelete\n  }\n": types.TeamFieldsFragmentDoc,
    "\n  query Teams($offset: Int, $first: Int, $search: String) {\n    subscriptionTeams(offset: $offset, first: $first, search: $search) {\n      ...TeamFields\n    }\n  }\n": types.TeamsDocument,
    "\n  query Team($id: ID!) {\n    subscriptionTeam(id: $id) {\n      ...TeamFields\n    }\n  }\n": types.TeamDocument,
    "\n  mutation CreateTeam($model: CreateSubscriptionTeamInput!) {\n    createSubscriptionTeam(model: $model) {\n      ...TeamFields\n    }\n  }\n": types.CreateTeamDocument,
    "\n  mutation UpdateTeam($model: UpdateSubscriptionTeamInput!) {\n    updateSubscriptionTeam(model: $model) {\n      ...TeamFields\n    }\n  }\n": types.UpdateTeamDocument,
    "\n  mutation DeleteTeam($id: ID!) {\n    deleteSubscriptionTeam(id: $id) {\n      id\n    }\n  }\n": types.DeleteTeamDocument,
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
export function graphql(source: "\n  query AssessmentEditor($id: ID!) {\n    assessment(id: $id) {\n      id\n      name\n      assessmentType\n      feedbackStyle\n      isSmartIndividuality\n      text\n      tileText\n      imageBlobReferenceId\n      maxSuspiciousAnswers\n      suspiciousAnswerText\n      highRiskBelow\n      mediumRiskBelow\n    }\n    assessmentItems(assessmentId: $id) {\n      id\n      displayOrder\n      numberOfQuestionsToPresent\n      counterbalanceGroup\n    }\n    assessmentItemDriverMetricQuantities(assessmentId: $id) {\n      id\n      assessmentItemId\n      driverMetricId\n      quantity\n    }\n    assessmentItemQuestions(assessmentId: $id) {\n      id\n      assessmentItemId\n      question {\n        id\n        name\n        questionType\n        driverMetricId\n        driverMetricName\n      }\n    }\n    assessmentFeedbacks(assessmentId: $id) {\n      id\n      minTotalScore\n      maxTotalScore\n      feedbackText\n      imageBlobReferenceId\n      videoBlobReferenceId\n    }\n    questionTagLinks(targetId: $id) {\n      id\n      questionTagId\n    }\n    driverMetricRecommendations(targetId: $id) {\n      id\n      driverMetricId\n      minScore\n      maxScore\n    }\n    driverMetricAdjustments(targetId: $id) {\n      id\n      driverMetricId\n      minScore\n      maxScore\n      adjustmentValue\n    }\n  }\n"): (typeof documents)["\n  query AssessmentEditor($id: ID!) {\n    assessment(id: $id) {\n      id\n      name\n      assessmentType\n      feedbackStyle\n      isSmartIndividuality\n      text\n      tileText\n      imageBlobReferenceId\n      maxSuspiciousAnswers\n      suspiciousAnswerText\n      highRiskBelow\n      mediumRiskBelow\n    }\n    assessmentItems(assessmentId: $id) {\n      id\n      displayOrder\n      numberOfQuestionsToPresent\n      counterbalanceGroup\n    }\n    assessmentItemDriverMetricQuantities(assessmentId: $id) {\n      id\n      assessmentItemId\n      driverMetricId\n      quantity\n    }\n    assessmentItemQuestions(assessmentId: $id) {\n      id\n      assessmentItemId\n      question {\n        id\n        name\n        questionType\n        driverMetricId\n        driverMetricName\n      }\n    }\n    assessmentFeedbacks(assessmentId: $id) {\n      id\n      minTotalScore\n      maxTotalScore\n      feedbackText\n      imageBlobReferenceId\n      videoBlobReferenceId\n    }\n    questionTagLinks(targetId: $id) {\n      id\n      questionTagId\n    }\n    driverMetricRecommendations(targetId: $id) {\n      id\n      driverMetricId\n      minScore\n      maxScore\n    }\n    driverMetricAdjustments(targetId: $id) {\n      id\n      driverMetricId\n      minScore\n      maxScore\n      adjustmentValue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAssessment($model: AssessmentBundleInput!) {\n    saveAssessment(model: $model) {\n      ...AssessmentListFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAssessment($model: AssessmentBundleInput!) {\n    saveAssessment(model: $model) {\n      ...AssessmentListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssessmentListFields on Assessment {\n    id\n    name\n    assessmentType\n    tileText\n    feedbackStyle\n    creationDate\n    questionTags {\n      id\n      name\n    }\n    viewerCanUpdate\n  }\n"): (typeof documents)["\n  fragment AssessmentListFields on Assessment {\n    id\n    name\n    assessmentType\n    tileText\n    feedbackStyle\n    creationDate\n    questionTags {\n      id\n      name\n    }\n    viewerCanUpdate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Assessments(\n    $offset: Int\n    $first: Int\n    $search: String\n    $assessmentTypes: [AssessmentType!]\n    $questionTagIds: [ID!]\n  ) {\n    assessments(\n      offset: $offset\n      first: $first\n      search: $search\n      assessmentTypes: $assessmentTypes\n      questionTagIds: $questionTagIds\n    ) {\n      ...AssessmentListFields\n    }\n  }\n"): (typeof documents)["\n  query Assessments(\n    $offset: Int\n    $first: Int\n    $search: String\n    $assessmentTypes: [AssessmentType!]\n    $questionTagIds: [ID!]\n  ) {\n    assessments(\n      offset: $offset\n      first: $first\n      search: $search\n      assessmentTypes: $assessmentTypes\n      questionTagIds: $questionTagIds\n    ) {\n      ...AssessmentListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssessmentName($id: ID!) {\n    assessment(id: $id) {\n      id\n      name\n      assessmentType\n    }\n  }\n"): (typeof documents)["\n  query AssessmentName($id: ID!) {\n    assessment(id: $id) {\n      id\n      name\n      assessmentType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloneAssessment($copyFromAssessmentId: ID!) {\n    cloneAssessment(copyFromAssessmentId: $copyFromAssessmentId) {\n      ...AssessmentListFields\n    }\n  }\n"): (typeof documents)["\n  mutation CloneAssessment($copyFromAssessmentId: ID!) {\n    cloneAssessment(copyFromAssessmentId: $copyFromAssessmentId) {\n      ...AssessmentListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAssessment($id: ID!) {\n    deleteAssessment(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAssessment($id: ID!) {\n    deleteAssessment(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssignmentFields on UserAssessmentAssignment {\n    id\n    subscriptionId\n    userId\n    subscriptionTeamId\n    assessmentId\n    targetDate\n    maxRestarts\n    archived\n  }\n"): (typeof documents)["\n  fragment AssignmentFields on UserAssessmentAssignment {\n    id\n    subscriptionId\n    userId\n    subscriptionTeamId\n    assessmentId\n    targetDate\n    maxRestarts\n    archived\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequiredAssessments(\n    $subscriptionId: ID\n    $profileId: ID\n    $subscriptionTeamId: ID\n    $assessmentTypes: [AssessmentType!]\n  ) {\n    requiredAssessments(\n      subscriptionId: $subscriptionId\n      profileId: $profileId\n      subscriptionTeamId: $subscriptionTeamId\n      assessmentTypes: $assessmentTypes\n    ) {\n      assessmentId\n      name\n      assessmentType\n      licenceMaxRestarts\n      recommended\n      assignment {\n        ...AssignmentFields\n      }\n      teamAssignment {\n        ...AssignmentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequiredAssessments(\n    $subscriptionId: ID\n    $profileId: ID\n    $subscriptionTeamId: ID\n    $assessmentTypes: [AssessmentType!]\n  ) {\n    requiredAssessments(\n      subscriptionId: $subscriptionId\n      profileId: $profileId\n      subscriptionTeamId: $subscriptionTeamId\n      assessmentTypes: $assessmentTypes\n    ) {\n      assessmentId\n      name\n      assessmentType\n      licenceMaxRestarts\n      recommended\n      assignment {\n        ...AssignmentFields\n      }\n      teamAssignment {\n        ...AssignmentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserAssessmentAssignment($model: UserAssessmentAssignmentInput!) {\n    createUserAssessmentAssignment(model: $model) {\n      ...AssignmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUserAssessmentAssignment($model: UserAssessmentAssignmentInput!) {\n    createUserAssessmentAssignment(model: $model) {\n      ...AssignmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserAssessmentAssignment($model: UserAssessmentAssignmentInput!) {\n    updateUserAssessmentAssignment(model: $model) {\n      ...AssignmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserAssessmentAssignment($model: UserAssessmentAssignmentInput!) {\n    updateUserAssessmentAssignment(model: $model) {\n      ...AssignmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUserAssessmentAssignment($id: ID!) {\n    deleteUserAssessmentAssignment(id: $id) {\n      ...AssignmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteUserAssessmentAssignment($id: ID!) {\n    deleteUserAssessmentAssignment(id: $id) {\n      ...AssignmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailboxMessages($offset: Int, $first: Int, $search: String) {\n    mailboxMessages(offset: $offset, first: $first, search: $search) {\n      id\n      to\n      subject\n      text\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MailboxMessages($offset: Int, $first: Int, $search: String) {\n    mailboxMessages(offset: $offset, first: $first, search: $search) {\n      id\n      to\n      subject\n      text\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonFields on Profile {\n    id\n    userId\n    firstName\n    lastName\n    subscriptionId\n    subscriptionTeamId\n    subscriptionTeamName\n    uniqueDriverPin\n    viewerCanUpdate\n    user {\n      id\n      email\n      emailConfirmed\n      pendingEmail\n      roleGroup {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PersonFields on Profile {\n    id\n    userId\n    firstName\n    lastName\n    subscriptionId\n    subscriptionTeamId\n    subscriptionTeamName\n    uniqueDriverPin\n    viewerCanUpdate\n    user {\n      id\n      email\n      emailConfirmed\n      pendingEmail\n      roleGroup {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query People(\n    $subscriptionId: ID!\n    $roleGroupNames: [String!]\n    $subscriptionTeamId: ID\n    $offset: Int\n    $first: Int\n    $search: String\n  ) {\n    profiles(\n      subscriptionId: $subscriptionId\n      roleGroupNames: $roleGroupNames\n      subscriptionTeamId: $subscriptionTeamId\n      offset: $offset\n      first: $first\n      search: $search\n    ) {\n      ...PersonFields\n    }\n  }\n"): (typeof documents)["\n  query People(\n    $subscriptionId: ID!\n    $roleGroupNames: [String!]\n    $subscriptionTeamId: ID\n    $offset: Int\n    $first: Int\n    $search: String\n  ) {\n    profiles(\n      subscriptionId: $subscriptionId\n      roleGroupNames: $roleGroupNames\n      subscriptionTeamId: $subscriptionTeamId\n      offset: $offset\n      first: $first\n      search: $search\n    ) {\n      ...PersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Person($id: ID!) {\n    profile(id: $id) {\n      ...PersonFields\n    }\n  }\n"): (typeof documents)["\n  query Person($id: ID!) {\n    profile(id: $id) {\n      ...PersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonFormOptions($subscriptionId: ID!) {\n    roleGroups(subscriptionId: $subscriptionId) {\n      id\n      name\n    }\n    subscriptionTeams(subscriptionId: $subscriptionId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PersonFormOptions($subscriptionId: ID!) {\n    roleGroups(subscriptionId: $subscriptionId) {\n      id\n      name\n    }\n    subscriptionTeams(subscriptionId: $subscriptionId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateUniqueDriverPin {\n    generateUniqueDriverPin\n  }\n"): (typeof documents)["\n  mutation GenerateUniqueDriverPin {\n    generateUniqueDriverPin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($model: CreateUserInput!) {\n    createUser(model: $model) {\n      ...PersonFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($model: CreateUserInput!) {\n    createUser(model: $model) {\n      ...PersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePerson($model: UpdateProfileInput!) {\n    updateProfile(model: $model) {\n      ...PersonFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePerson($model: UpdateProfileInput!) {\n    updateProfile(model: $model) {\n      ...PersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeUserRoleGroup($model: ChangeUserRoleGroupInput!) {\n    changeUserRoleGroup(model: $model) {\n      ...PersonFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeUserRoleGroup($model: ChangeUserRoleGroupInput!) {\n    changeUserRoleGroup(model: $model) {\n      ...PersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($profileId: ID!) {\n    deleteUser(profileId: $profileId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteUser($profileId: ID!) {\n    deleteUser(profileId: $profileId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserRelatedCounts($profileId: ID!) {\n    userRelatedCounts(profileId: $profileId) {\n      assessmentSessions\n      userAssessmentAssignments\n      signInSessions\n      externalLogins\n    }\n  }\n"): (typeof documents)["\n  query UserRelatedCounts($profileId: ID!) {\n    userRelatedCounts(profileId: $profileId) {\n      assessmentSessions\n      userAssessmentAssignments\n      signInSessions\n      externalLogins\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment QuestionListFields on Question {\n    id\n    name\n    questionType\n    driverMetricName\n    questionTags {\n      id\n      name\n    }\n    viewerCanUpdate\n  }\n"): (typeof documents)["\n  fragment QuestionListFields on Question {\n    id\n    name\n    questionType\n    driverMetricName\n    questionTags {\n      id\n      name\n    }\n    viewerCanUpdate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionBank($offset: Int, $first: Int, $search: String, $questionTypes: [String!], $questionTagIds: [ID!]) {\n    questions(\n      offset: $offset\n      first: $first\n      search: $search\n      questionTypes: $questionTypes\n      questionTagIds: $questionTagIds\n    ) {\n      ...QuestionListFields\n    }\n  }\n"): (typeof documents)["\n  query QuestionBank($offset: Int, $first: Int, $search: String, $questionTypes: [String!], $questionTagIds: [ID!]) {\n    questions(\n      offset: $offset\n      first: $first\n      search: $search\n      questionTypes: $questionTypes\n      questionTagIds: $questionTagIds\n    ) {\n      ...QuestionListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionRelatedCounts($id: ID!) {\n    question(id: $id) {\n      id\n      name\n      questionType\n    }\n    questionRelatedCounts(id: $id) {\n      answers\n      questionnaireAnswers\n      feedbacks\n      tagLinks\n      recommendations\n      adjustments\n      assessmentLinks\n      responseEvents\n      sequenceQuestions\n    }\n  }\n"): (typeof documents)["\n  query QuestionRelatedCounts($id: ID!) {\n    question(id: $id) {\n      id\n      name\n      questionType\n    }\n    questionRelatedCounts(id: $id) {\n      answers\n      questionnaireAnswers\n      feedbacks\n      tagLinks\n      recommendations\n      adjustments\n      assessmentLinks\n      responseEvents\n      sequenceQuestions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteQuestion($id: ID!) {\n    deleteQuestion(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteQuestion($id: ID!) {\n    deleteQuestion(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestionAnswerFields on QuestionAnswer {\n    id\n    displayOrder\n    answerText\n    answerTextImageBlobReferenceId\n    scaleImageBlobReferenceId\n    score\n    isCorrect\n    startResponseTimeSeconds\n    endResponseTimeSeconds\n    windowLeft\n    windowTop\n    windowRight\n    windowBottom\n    discriminationGroup\n    subQuestionNumber\n    isSuspicious\n    suspicionScore\n  }\n"): (typeof documents)["\n  fragment QuestionAnswerFields on QuestionAnswer {\n    id\n    displayOrder\n    answerText\n    answerTextImageBlobReferenceId\n    scaleImageBlobReferenceId\n    score\n    isCorrect\n    startResponseTimeSeconds\n    endResponseTimeSeconds\n    windowLeft\n    windowTop\n    windowRight\n    windowBottom\n    discriminationGroup\n    subQuestionNumber\n    isSuspicious\n    suspicionScore\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionEditor($id: ID!) {\n    question(id: $id) {\n      id\n      name\n      questionType\n      questionText\n      preQuestionText\n      imageBlobReferenceId\n      videoBlobReferenceId\n      questionTextImageBlobReferenceId\n      driverMetricId\n      maximumClicks\n      timeLimitSeconds\n      numberOfSubQuestions\n    }\n    questionAnswers(questionId: $id) {\n      ...QuestionAnswerFields\n    }\n    questionFeedbacks(questionId: $id) {\n      id\n      minScore\n      maxScore\n      feedbackText\n      imageBlobReferenceId\n      videoBlobReferenceId\n    }\n    questionSequenceQuestions(parentQuestionId: $id) {\n      id\n      displayOrder\n      childQuestion {\n        id\n        name\n        questionType\n        questionText\n        answers {\n          ...QuestionAnswerFields\n        }\n      }\n    }\n    questionTagLinks(targetId: $id) {\n      id\n      questionTagId\n    }\n    driverMetricRecommendations(targetId: $id) {\n      id\n      driverMetricId\n      minScore\n      maxScore\n    }\n    driverMetricAdjustments(targetId: $id) {\n      id\n      driverMetricId\n      minScore\n      maxScore\n      adjustmentValue\n    }\n  }\n"): (typeof documents)["\n  query QuestionEditor($id: ID!) {\n    question(id: $id) {\n      id\n      name\n      questionType\n      questionText\n      preQuestionText\n      imageBlobReferenceId\n      videoBlobReferenceId\n      questionTextImageBlobReferenceId\n      driverMetricId\n      maximumClicks\n      timeLimitSeconds\n      numberOfSubQuestions\n    }\n    questionAnswers(questionId: $id) {\n      ...QuestionAnswerFields\n    }\n    questionFeedbacks(questionId: $id) {\n      id\n      minScore\n      maxScore\n      feedbackText\n      imageBlobReferenceId\n      videoBlobReferenceId\n    }\n    questionSequenceQuestions(parentQuestionId: $id) {\n      id\n      displayOrder\n      childQuestion {\n        id\n        name\n        questionType\n        questionText\n        answers {\n          ...QuestionAnswerFields\n        }\n      }\n    }\n    questionTagLinks(targetId: $id) {\n      id\n      questionTagId\n    }\n    driverMetricRecommendations(targetId: $id) {\n      id\n      driverMetricId\n      minScore\n      maxScore\n    }\n    driverMetricAdjustments(targetId: $id) {\n      id\n      driverMetricId\n      minScore\n      maxScore\n      adjustmentValue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveQuestion($model: QuestionBundleInput!) {\n    saveQuestion(model: $model) {\n      id\n      name\n      questionType\n      driverMetricName\n      questionTags {\n        id\n        name\n      }\n      viewerCanUpdate\n    }\n  }\n"): (typeof documents)["\n  mutation SaveQuestion($model: QuestionBundleInput!) {\n    saveQuestion(model: $model) {\n      id\n      name\n      questionType\n      driverMetricName\n      questionTags {\n        id\n        name\n      }\n      viewerCanUpdate\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment SessionFields on AssessmentSession {\n    id\n    assessmentId\n    userId\n    startDate\n    endDate\n    totalScore\n    currentPosition\n    isFinished\n    markedSuspicious\n  }\n"): (typeof documents)["\n  fragment SessionFields on AssessmentSession {\n    id\n    assessmentId\n    userId\n    startDate\n    endDate\n    totalScore\n    currentPosition\n    isFinished\n    markedSuspicious\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerQuestionFields on PlayerQuestion {\n    id\n    name\n    questionType\n    questionText\n    preQuestionText\n    numberOfSubQuestions\n    timeLimitSeconds\n    maximumClicks\n    imageUrl\n    videoUrl\n    questionTextImageUrl\n    answers {\n      id\n      answerText\n      answerTextImageUrl\n      displayOrder\n      subQuestionNumber\n    }\n  }\n"): (typeof documents)["\n  fragment PlayerQuestionFields on PlayerQuestion {\n    id\n    name\n    questionType\n    questionText\n    preQuestionText\n    numberOfSubQuestions\n    timeLimitSeconds\n    maximumClicks\n    imageUrl\n    videoUrl\n    questionTextImageUrl\n    answers {\n      id\n      answerText\n      answerTextImageUrl\n      displayOrder\n      subQuestionNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResponseEventFields on PlayerResponseEvent {\n    id\n    questionId\n    assessmentItemId\n    questionAnswerId\n    responseTimeSeconds\n    clickPositionX\n    clickPositionY\n    textInput\n    subQuestionNumber\n    eventDate\n  }\n"): (typeof documents)["\n  fragment ResponseEventFields on PlayerResponseEvent {\n    id\n    questionId\n    assessmentItemId\n    questionAnswerId\n    responseTimeSeconds\n    clickPositionX\n    clickPositionY\n    textInput\n    subQuestionNumber\n    eventDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionLaunchView($id: ID!) {\n    assessmentSessionLaunchView(id: $id) {\n      session {\n        ...SessionFields\n      }\n      assessment {\n        id\n        name\n        assessmentType\n        feedbackStyle\n        text\n      }\n      presented {\n        assessmentItemId\n        question {\n          ...PlayerQuestionFields\n          children {\n            ...PlayerQuestionFields\n            children {\n              ...PlayerQuestionFields\n            }\n          }\n        }\n      }\n      responseEvents {\n        ...ResponseEventFields\n      }\n      pageCount\n      viewerCanAnswer\n      isStudy\n    }\n  }\n"): (typeof documents)["\n  query SessionLaunchView($id: ID!) {\n    assessmentSessionLaunchView(id: $id) {\n      session {\n        ...SessionFields\n      }\n      assessment {\n        id\n        name\n        assessmentType\n        feedbackStyle\n        text\n      }\n      presented {\n        assessmentItemId\n        question {\n          ...PlayerQuestionFields\n          children {\n            ...PlayerQuestionFields\n            children {\n              ...PlayerQuestionFields\n            }\n          }\n        }\n      }\n      responseEvents {\n        ...ResponseEventFields\n      }\n      pageCount\n      viewerCanAnswer\n      isStudy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InitializeAssessmentSession($assessmentId: ID!, $userId: ID, $restart: Boolean) {\n    initializeAssessmentSession(assessmentId: $assessmentId, userId: $userId, restart: $restart) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation InitializeAssessmentSession($assessmentId: ID!, $userId: ID, $restart: Boolean) {\n    initializeAssessmentSession(assessmentId: $assessmentId, userId: $userId, restart: $restart) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAssessmentSessionResponses($model: SaveAssessmentSessionResponsesInput!) {\n    saveAssessmentSessionResponses(model: $model) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAssessmentSessionResponses($model: SaveAssessmentSessionResponsesInput!) {\n    saveAssessmentSessionResponses(model: $model) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishAssessmentSession($model: FinishAssessmentSessionInput!) {\n    finishAssessmentSession(model: $model) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation FinishAssessmentSession($model: FinishAssessmentSessionInput!) {\n    finishAssessmentSession(model: $model) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionResult($id: ID!) {\n    assessmentSessionResult(id: $id) {\n      session {\n        ...SessionFields\n      }\n      assessmentName\n      feedbackStyle\n      score\n      minScore\n      maxScore\n      riskCategory\n      markedSuspicious\n      suspiciousAnswerText\n      feedbackText\n      feedbackImageUrl\n      feedbackVideoUrl\n      questionBreakdown {\n        assessmentItemId\n        questionId\n        name\n        questionType\n        score\n        maxScore\n        percent\n        feedbackText\n        feedbackImageUrl\n        feedbackVideoUrl\n      }\n      driverMetricBreakdown {\n        driverMetricId\n        name\n        score\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionResult($id: ID!) {\n    assessmentSessionResult(id: $id) {\n      session {\n        ...SessionFields\n      }\n      assessmentName\n      feedbackStyle\n      score\n      minScore\n      maxScore\n      riskCategory\n      markedSuspicious\n      suspiciousAnswerText\n      feedbackText\n      feedbackImageUrl\n      feedbackVideoUrl\n      questionBreakdown {\n        assessmentItemId\n        questionId\n        name\n        questionType\n        score\n        maxScore\n        percent\n        feedbackText\n        feedbackImageUrl\n        feedbackVideoUrl\n      }\n      driverMetricBreakdown {\n        driverMetricId\n        name\n        score\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionQuestionFeedback($assessmentSessionId: ID!, $assessmentItemId: ID!, $questionId: ID!) {\n    assessmentSessionQuestionFeedback(\n      assessmentSessionId: $assessmentSessionId\n      assessmentItemId: $assessmentItemId\n      questionId: $questionId\n    ) {\n      questionId\n      name\n      score\n      maxScore\n      percent\n      feedbackText\n      feedbackImageUrl\n      feedbackVideoUrl\n    }\n  }\n"): (typeof documents)["\n  query SessionQuestionFeedback($assessmentSessionId: ID!, $assessmentItemId: ID!, $questionId: ID!) {\n    assessmentSessionQuestionFeedback(\n      assessmentSessionId: $assessmentSessionId\n      assessmentItemId: $assessmentItemId\n      questionId: $questionId\n    ) {\n      questionId\n      name\n      score\n      maxScore\n      percent\n      feedbackText\n      feedbackImageUrl\n      feedbackVideoUrl\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment SubscriptionLicenceFields on SubscriptionAssessment {\n    id\n    subscriptionId\n    assessmentId\n    maxRestarts\n    archived\n    assessment {\n      id\n      name\n      assessmentType\n    }\n  }\n"): (typeof documents)["\n  fragment SubscriptionLicenceFields on SubscriptionAssessment {\n    id\n    subscriptionId\n    assessmentId\n    maxRestarts\n    archived\n    assessment {\n      id\n      name\n      assessmentType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionAssessments($subscriptionId: ID!, $assessmentTypes: [AssessmentType!]) {\n    subscriptionAssessments(subscriptionId: $subscriptionId, assessmentTypes: $assessmentTypes) {\n      ...SubscriptionLicenceFields\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionAssessments($subscriptionId: ID!, $assessmentTypes: [AssessmentType!]) {\n    subscriptionAssessments(subscriptionId: $subscriptionId, assessmentTypes: $assessmentTypes) {\n      ...SubscriptionLicenceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LicensableAssessments($subscriptionId: ID!, $assessmentTypes: [AssessmentType!]) {\n    licensableAssessments(subscriptionId: $subscriptionId, assessmentTypes: $assessmentTypes) {\n      id\n      name\n      assessmentType\n    }\n  }\n"): (typeof documents)["\n  query LicensableAssessments($subscriptionId: ID!, $assessmentTypes: [AssessmentType!]) {\n    licensableAssessments(subscriptionId: $subscriptionId, assessmentTypes: $assessmentTypes) {\n      id\n      name\n      assessmentType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSubscriptionAssessment($model: CreateSubscriptionAssessmentInput!) {\n    createSubscriptionAssessment(model: $model) {\n      ...SubscriptionLicenceFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSubscriptionAssessment($model: CreateSubscriptionAssessmentInput!) {\n    createSubscriptionAssessment(model: $model) {\n      ...SubscriptionLicenceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSubscriptionAssessment($model: UpdateSubscriptionAssessmentInput!) {\n    updateSubscriptionAssessment(model: $model) {\n      ...SubscriptionLicenceFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSubscriptionAssessment($model: UpdateSubscriptionAssessmentInput!) {\n    updateSubscriptionAssessment(model: $model) {\n      ...SubscriptionLicenceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSubscriptionAssessment($id: ID!) {\n    deleteSubscriptionAssessment(id: $id) {\n      ...SubscriptionLicenceFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSubscriptionAssessment($id: ID!) {\n    deleteSubscriptionAssessment(id: $id) {\n      ...SubscriptionLicenceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionFields on Subscription {\n    id\n    companyName\n    archived\n    subscriptionType\n    distributorSubscriptionId\n    brandColor\n    brandImageBlobReferenceId\n    maxUsers\n    currentUsers\n    restrictMaxUsers\n    allowBranding\n    allowExport\n    automaticReminders\n    reminderDaysBeforeDue\n    highRiskBelow\n    mediumRiskBelow\n    studyUniqueCode\n    studyReturnUrl\n    studyResultsPagePostUrl\n    viewerCanUpdate\n    viewerCanDelete\n  }\n"): (typeof documents)["\n  fragment SubscriptionFields on Subscription {\n    id\n    companyName\n    archived\n    subscriptionType\n    distributorSubscriptionId\n    brandColor\n    brandImageBlobReferenceId\n    maxUsers\n    currentUsers\n    restrictMaxUsers\n    allowBranding\n    allowExport\n    automaticReminders\n    reminderDaysBeforeDue\n    highRiskBelow\n    mediumRiskBelow\n    studyUniqueCode\n    studyReturnUrl\n    studyResultsPagePostUrl\n    viewerCanUpdate\n    viewerCanDelete\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamFields on SubscriptionTeam {\n    id\n    subscriptionId\n    name\n    viewerCanUpdate\n    viewerCanDelete\n  }\n"): (typeof documents)["\n  fragment TeamFields on SubscriptionTeam {\n    id\n    subscriptionId\n    name\n    viewerCanUpdate\n    viewerCanDelete\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Teams($offset: Int, $first: Int, $search: String) {\n    subscriptionTeams(offset: $offset, first: $first, search: $search) {\n      ...TeamFields\n    }\n  }\n"): (typeof documents)["\n  query Teams($offset: Int, $first: Int, $search: String) {\n    subscriptionTeams(offset: $offset, first: $first, search: $search) {\n      ...TeamFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Team($id: ID!) {\n    subscriptionTeam(id: $id) {\n      ...TeamFields\n    }\n  }\n"): (typeof documents)["\n  query Team($id: ID!) {\n    subscriptionTeam(id: $id) {\n      ...TeamFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeam($model: CreateSubscriptionTeamInput!) {\n    createSubscriptionTeam(model: $model) {\n      ...TeamFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeam($model: CreateSubscriptionTeamInput!) {\n    createSubscriptionTeam(model: $model) {\n      ...TeamFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeam($model: UpdateSubscriptionTeamInput!) {\n    updateSubscriptionTeam(model: $model) {\n      ...TeamFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeam($model: UpdateSubscriptionTeamInput!) {\n    updateSubscriptionTeam(model: $model) {\n      ...TeamFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeam($id: ID!) {\n    deleteSubscriptionTeam(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTeam($id: ID!) {\n    deleteSubscriptionTeam(id: $id) {\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;