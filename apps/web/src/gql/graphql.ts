/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The whole assessment edit screen in one save (spec 2 §4). Without assessment.id it creates; tag links and rules get their target from the server; items added here carry client-generated ids the pools and rules refer to. */
export type AssessmentBundleInput = {
  adjustments?: DriverMetricAdjustmentChanges | null | undefined;
  assessment: AssessmentInput;
  feedbacks?: AssessmentFeedbackChanges | null | undefined;
  itemDriverMetricQuantities?: AssessmentItemDriverMetricQuantityChanges | null | undefined;
  itemQuestions?: AssessmentItemQuestionChanges | null | undefined;
  items?: AssessmentItemChanges | null | undefined;
  recommendations?: DriverMetricRecommendationChanges | null | undefined;
  tagLinks?: QuestionTagLinkChanges | null | undefined;
};

/** Feedback ranges added, updated and removed in one assessment save (spec 2 §4). */
export type AssessmentFeedbackChanges = {
  added?: Array<AssessmentFeedbackInput> | null | undefined;
  removed?: Array<string | number> | null | undefined;
  updated?: Array<AssessmentFeedbackInput> | null | undefined;
};

/** createAssessmentFeedback / updateAssessmentFeedback. A new range defaults to 0 to 100. */
export type AssessmentFeedbackInput = {
  assessmentId?: string | number | null | undefined;
  feedbackText?: string | null | undefined;
  id?: string | number | null | undefined;
  imageBlobReferenceId?: string | number | null | undefined;
  maxTotalScore?: number | null | undefined;
  minTotalScore?: number | null | undefined;
  videoBlobReferenceId?: string | number | null | undefined;
};

/** createAssessment and updateAssessment (spec 2 §7). On update, fields left out keep their values. */
export type AssessmentInput = {
  assessmentType?: AssessmentType | null | undefined;
  feedbackStyle?: FeedbackStyle | null | undefined;
  highRiskBelow?: number | null | undefined;
  id?: string | number | null | undefined;
  imageBlobReferenceId?: string | number | null | undefined;
  isSmartIndividuality?: boolean | null | undefined;
  maxSuspiciousAnswers?: number | null | undefined;
  mediumRiskBelow?: number | null | undefined;
  name?: string | null | undefined;
  suspiciousAnswerText?: string | null | undefined;
  text?: string | null | undefined;
  tileText?: string | null | undefined;
};

/** Items added (with client-generated ids the pools and rules of the same save refer to), updated and removed. */
export type AssessmentItemChanges = {
  added?: Array<AssessmentItemInput> | null | undefined;
  removed?: Array<string | number> | null | undefined;
  updated?: Array<AssessmentItemInput> | null | undefined;
};

/** Display rules added, updated and removed in one assessment save (spec 2 §4). */
export type AssessmentItemDriverMetricQuantityChanges = {
  added?: Array<AssessmentItemDriverMetricQuantityInput> | null | undefined;
  removed?: Array<string | number> | null | undefined;
  updated?: Array<AssessmentItemDriverMetricQuantityInput> | null | undefined;
};

/** createAssessmentItemDriverMetricQuantity / updateAssessmentItemDriverMetricQuantity. */
export type AssessmentItemDriverMetricQuantityInput = {
  assessmentItemId?: string | number | null | undefined;
  driverMetricId?: string | number | null | undefined;
  id?: string | number | null | undefined;
  quantity?: number | null | undefined;
};

/** createAssessmentItem / updateAssessmentItem. A new item without displayOrder goes last. */
export type AssessmentItemInput = {
  assessmentId?: string | number | null | undefined;
  counterbalanceGroup?: string | null | undefined;
  displayOrder?: number | null | undefined;
  id?: string | number | null | undefined;
  numberOfQuestionsToPresent?: number | null | undefined;
};

/** Pool entries added, updated and removed in one assessment save (spec 2 §4). */
export type AssessmentItemQuestionChanges = {
  added?: Array<AssessmentItemQuestionInput> | null | undefined;
  removed?: Array<string | number> | null | undefined;
  updated?: Array<AssessmentItemQuestionInput> | null | undefined;
};

/** createAssessmentItemQuestion / updateAssessmentItemQuestion: a live question in an item of the assessment. */
export type AssessmentItemQuestionInput = {
  assessmentId?: string | number | null | undefined;
  assessmentItemId?: string | number | null | undefined;
  id?: string | number | null | undefined;
  questionId?: string | number | null | undefined;
};

/** Spec 2 §3: an assessment or a training module. */
export type AssessmentType =
  | 'Assessment'
  | 'TrainingModule';

/** Spec 3 §3 browser data; a missing value is stored as 'No browser detection'. */
export type BrowserDataInput = {
  browser?: string | null | undefined;
  colorDepth?: string | null | undefined;
  orientation?: string | null | undefined;
  platform?: string | null | undefined;
  screenResolution?: string | null | undefined;
  touch?: string | null | undefined;
  userAgent?: string | null | undefined;
  windowResolution?: string | null | undefined;
};

export type ChangeUserRoleGroupInput = {
  roleGroupId: string | number;
  userId: string | number;
};

/** What a tag link or a driver-metric rule is attached to. */
export type ContentTargetType =
  | 'Assessment'
  | 'Question';

export type CreateDriverMetricInput = {
  id?: string | number | null | undefined;
  name: string;
  startValue?: number | null | undefined;
};

export type CreateProfileInput = {
  firstName: string;
  id?: string | number | null | undefined;
  lastName: string;
  userId?: string | number | null | undefined;
};

export type CreateQuestionTagInput = {
  id?: string | number | null | undefined;
  name: string;
};

/** createSubscriptionAssessment (spec 3 §7). maxRestarts defaults to 0. */
export type CreateSubscriptionAssessmentInput = {
  assessmentId: string | number;
  id?: string | number | null | undefined;
  maxRestarts?: number | null | undefined;
  subscriptionId: string | number;
};

export type CreateSubscriptionTeamInput = {
  id?: string | number | null | undefined;
  name: string;
  /** Defaults to the subscription the viewer works in. */
  subscriptionId?: string | number | null | undefined;
};

export type CreateUserInput = {
  /** Blank makes a PIN account (spec 3 §5). */
  email?: string | null | undefined;
  firstName: string;
  lastName: string;
  roleGroupId: string | number;
  /** Defaults to the viewer's subscription. */
  subscriptionId?: string | number | null | undefined;
  subscriptionTeamId?: string | number | null | undefined;
  /** The PIN the form showed (generateUniqueDriverPin); without one the server generates it. */
  uniqueDriverPin?: string | null | undefined;
};

/** Adjustment rules added, updated and removed in one editor save (spec 2 §4). */
export type DriverMetricAdjustmentChanges = {
  added?: Array<DriverMetricAdjustmentInput> | null | undefined;
  removed?: Array<string | number> | null | undefined;
  updated?: Array<DriverMetricAdjustmentInput> | null | undefined;
};

/** createDriverMetricAdjustment / updateDriverMetricAdjustment. The target is fixed once created. */
export type DriverMetricAdjustmentInput = {
  adjustmentValue?: number | null | undefined;
  driverMetricId?: string | number | null | undefined;
  id?: string | number | null | undefined;
  maxScore?: number | null | undefined;
  minScore?: number | null | undefined;
  targetId?: string | number | null | undefined;
  targetType?: ContentTargetType | null | undefined;
};

/** Recommendation rules added, updated and removed in one editor save (spec 2 §4). */
export type DriverMetricRecommendationChanges = {
  added?: Array<DriverMetricRecommendationInput> | null | undefined;
  removed?: Array<string | number> | null | undefined;
  updated?: Array<DriverMetricRecommendationInput> | null | undefined;
};

/** createDriverMetricRecommendation / updateDriverMetricRecommendation. The target is fixed once created. */
export type DriverMetricRecommendationInput = {
  driverMetricId?: string | number | null | undefined;
  id?: string | number | null | undefined;
  maxScore?: number | null | undefined;
  minScore?: number | null | undefined;
  targetId?: string | number | null | undefined;
  targetType?: ContentTargetType | null | undefined;
};

/** Spec 2 §4: what the person sees at the end. */
export type FeedbackStyle =
  | 'EachQuestionFeedback'
  | 'NoFeedback'
  | 'NoScore'
  | 'SummaryFeedback';

export type FinishAssessmentSessionInput = {
  assessmentSessionId: string | number;
  browserData?: BrowserDataInput | null | undefined;
};

/** Answers added, updated and removed in one editor save (spec 2 §4). The server sets questionId. */
export type QuestionAnswerChanges = {
  added?: Array<QuestionAnswerInput> | null | undefined;
  removed?: Array<string | number> | null | undefined;
  updated?: Array<QuestionAnswerInput> | null | undefined;
};

/** createQuestionAnswer / updateQuestionAnswer. The question is fixed once created; on update, fields left out keep their values. */
export type QuestionAnswerInput = {
  answerText?: string | null | undefined;
  answerTextImageBlobReferenceId?: string | number | null | undefined;
  discriminationGroup?: number | null | undefined;
  /** Unix time in seconds (plus an index) when added. */
  displayOrder?: number | null | undefined;
  endResponseTimeSeconds?: number | null | undefined;
  id?: string | number | null | undefined;
  isCorrect?: boolean | null | undefined;
  isSuspicious?: boolean | null | undefined;
  questionId?: string | number | null | undefined;
  scaleImageBlobReferenceId?: string | number | null | undefined;
  score?: number | null | undefined;
  startResponseTimeSeconds?: number | null | undefined;
  subQuestionNumber?: number | null | undefined;
  suspicionScore?: number | null | undefined;
  windowBottom?: number | null | undefined;
  windowLeft?: number | null | undefined;
  windowRight?: number | null | undefined;
  windowTop?: number | null | undefined;
};

/** Everything the question editor saves at once (spec 2 §4). question.id absent or unknown creates the question; a live id updates it. */
export type QuestionBundleInput = {
  adjustments?: DriverMetricAdjustmentChanges | null | undefined;
  answers?: QuestionAnswerChanges | null | undefined;
  feedbacks?: QuestionFeedbackChanges | null | undefined;
  question: QuestionInput;
  questionnaireQuestions?: QuestionnaireQuestionChanges | null | undefined;
  recommendations?: DriverMetricRecommendationChanges | null | undefined;
  sequenceQuestions?: QuestionSequenceQuestionChanges | null | undefined;
  tagLinks?: QuestionTagLinkChanges | null | undefined;
};

/** Feedbacks added, updated and removed in one editor save (spec 2 §4). The server sets questionId. */
export type QuestionFeedbackChanges = {
  added?: Array<QuestionFeedbackInput> | null | undefined;
  removed?: Array<string | number> | null | undefined;
  updated?: Array<QuestionFeedbackInput> | null | undefined;
};

/** createQuestionFeedback / updateQuestionFeedback. The question is fixed once created. */
export type QuestionFeedbackInput = {
  feedbackText?: string | null | undefined;
  id?: string | number | null | undefined;
  imageBlobReferenceId?: string | number | null | undefined;
  maxScore?: number | null | undefined;
  minScore?: number | null | undefined;
  questionId?: string | number | null | undefined;
  videoBlobReferenceId?: string | number | null | undefined;
};

/** createQuestion and updateQuestion (spec 2 §7). On update, fields left out keep their values. */
export type QuestionInput = {
  driverMetricId?: string | number | null | undefined;
  id?: string | number | null | undefined;
  imageBlobReferenceId?: string | number | null | undefined;
  maximumClicks?: number | null | undefined;
  name?: string | null | undefined;
  numberOfSubQuestions?: number | null | undefined;
  preQuestionText?: string | null | undefined;
  questionText?: string | null | undefined;
  questionTextImageBlobReferenceId?: string | number | null | undefined;
  questionType?: string | null | undefined;
  timeLimitSeconds?: number | null | undefined;
  videoBlobReferenceId?: string | number | null | undefined;
};

/** A response made in the browser; its id (made there) makes a repeated save harmless. */
export type QuestionResponseEventInput = {
  assessmentItemId: string | number;
  /** In the 1920x1080 virtual space of the image. */
  clickPositionX?: number | null | undefined;
  clickPositionY?: number | null | undefined;
  eventDate?: string | null | undefined;
  id: string | number;
  questionAnswerId?: string | number | null | undefined;
  questionId: string | number;
  responseTimeSeconds?: number | null | undefined;
  subQuestionNumber?: number | null | undefined;
  textInput?: string | null | undefined;
};

/** Sequence links added, updated and removed in one editor save (spec 2 §4). The server sets parentQuestionId. */
export type QuestionSequenceQuestionChanges = {
  added?: Array<QuestionSequenceQuestionInput> | null | undefined;
  removed?: Array<string | number> | null | undefined;
  updated?: Array<QuestionSequenceQuestionInput> | null | undefined;
};

/** createQuestionSequenceQuestion / updateQuestionSequenceQuestion. The parent is fixed once created. */
export type QuestionSequenceQuestionInput = {
  childQuestionId?: string | number | null | undefined;
  /** Unix time in seconds (plus an index) when added. */
  displayOrder?: number | null | undefined;
  id?: string | number | null | undefined;
  parentQuestionId?: string | number | null | undefined;
};

/** Tag links added, updated and removed in one editor save (spec 2 §4). */
export type QuestionTagLinkChanges = {
  added?: Array<QuestionTagLinkInput> | null | undefined;
  removed?: Array<string | number> | null | undefined;
  updated?: Array<QuestionTagLinkInput> | null | undefined;
};

/** createQuestionTagLink / updateQuestionTagLink. The target is fixed once created. */
export type QuestionTagLinkInput = {
  id?: string | number | null | undefined;
  questionTagId?: string | number | null | undefined;
  targetId?: string | number | null | undefined;
  targetType?: ContentTargetType | null | undefined;
};

/** A questionnaire's sub-question in its questionnaire's save: the question, its answers and its place. */
export type QuestionnaireQuestionBundleInput = {
  answers?: QuestionAnswerChanges | null | undefined;
  displayOrder?: number | null | undefined;
  question: QuestionInput;
};

/** A questionnaire's sub-questions added, updated and removed in one save; removed lists sub-question ids, whose links, answers and questions are archived. */
export type QuestionnaireQuestionChanges = {
  added?: Array<QuestionnaireQuestionBundleInput> | null | undefined;
  removed?: Array<string | number> | null | undefined;
  updated?: Array<QuestionnaireQuestionBundleInput> | null | undefined;
};

export type RiskCategory =
  | 'High'
  | 'Low'
  | 'Medium'
  | 'NotAssessed';

/** Spec 3 §2.5 risk filter of the dashboards. */
export type RiskFilter =
  | 'All'
  | 'High'
  | 'Low'
  | 'Medium'
  | 'NotAssessed';

export type Role =
  | 'API'
  | 'Administration'
  | 'DistributorAdministration'
  | 'DriverManagement'
  | 'SubscriptionAdministration';

export type SaveAssessmentSessionResponsesInput = {
  added?: Array<QuestionResponseEventInput> | null | undefined;
  assessmentSessionId: string | number;
  currentPosition?: number | null | undefined;
  removed?: Array<string | number> | null | undefined;
};

export type SessionStatus =
  | 'Completed'
  | 'MarkedSuspicious'
  | 'NotStarted'
  | 'Started';

/** createSubscription and updateSubscription (spec 1 §4.6). On update, fields left out keep their values. */
export type SubscriptionInput = {
  allowBranding?: boolean | null | undefined;
  allowExport?: boolean | null | undefined;
  automaticReminders?: boolean | null | undefined;
  brandColor?: string | null | undefined;
  brandImageBlobReferenceId?: string | number | null | undefined;
  companyName?: string | null | undefined;
  distributorSubscriptionId?: string | number | null | undefined;
  highRiskBelow?: number | null | undefined;
  id?: string | number | null | undefined;
  maxUsers?: number | null | undefined;
  mediumRiskBelow?: number | null | undefined;
  reminderDaysBeforeDue?: number | null | undefined;
  restrictMaxUsers?: boolean | null | undefined;
  studyResultsPagePostUrl?: string | null | undefined;
  studyReturnUrl?: string | null | undefined;
  studyUniqueCode?: string | null | undefined;
  subscriptionType: string;
};

export type SubscriptionType =
  | 'Distributor'
  | 'Study'
  | 'Subscription';

export type UpdateDriverMetricInput = {
  id: string | number;
  name?: string | null | undefined;
  startValue?: number | null | undefined;
};

export type UpdateProfileInput = {
  firstName: string;
  id: string | number;
  lastName: string;
  /** A people manager's change of team; null takes the person out of their team, absent keeps it. */
  subscriptionTeamId?: string | number | null | undefined;
};

export type UpdateQuestionTagInput = {
  id: string | number;
  name?: string | null | undefined;
};

/** updateSubscriptionAssessment (spec 3 §7): the restart limit of a licence. */
export type UpdateSubscriptionAssessmentInput = {
  id: string | number;
  maxRestarts: number;
};

export type UpdateSubscriptionTeamInput = {
  id: string | number;
  name: string;
};

/** create: userId or subscriptionTeamId (not both) and assessmentId; targetDate defaults to two months ahead and maxRestarts to the licence's. update: id with targetDate and/or maxRestarts. */
export type UserAssessmentAssignmentInput = {
  assessmentId?: string | number | null | undefined;
  id?: string | number | null | undefined;
  maxRestarts?: number | null | undefined;
  subscriptionId?: string | number | null | undefined;
  subscriptionTeamId?: string | number | null | undefined;
  /** ISO date or date and time; a past date is allowed. */
  targetDate?: string | null | undefined;
  userId?: string | number | null | undefined;
};

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { id: string, email: string, firstName: string, lastName: string, roleGroup: string, roles: Array<Role>, emulatedSubscriptionId: string | null, subscription: { id: string, companyName: string, subscriptionType: SubscriptionType, brandColor: string, brandImageUrl: string | null } } | null };

export type ProfileForInviteQueryVariables = Exact<{
  userId: string | number;
  code: string;
}>;


export type ProfileForInviteQuery = { profileForInvite: { firstName: string, lastName: string, email: string } };

export type AssessmentEditorQueryVariables = Exact<{
  id: string | number;
}>;


export type AssessmentEditorQuery = { assessment: { id: string, name: string, assessmentType: AssessmentType, feedbackStyle: FeedbackStyle, isSmartIndividuality: boolean, text: string, tileText: string, imageBlobReferenceId: string | null, maxSuspiciousAnswers: number, suspiciousAnswerText: string, highRiskBelow: number, mediumRiskBelow: number }, assessmentItems: Array<{ id: string, displayOrder: number, numberOfQuestionsToPresent: number, counterbalanceGroup: string }>, assessmentItemDriverMetricQuantities: Array<{ id: string, assessmentItemId: string, driverMetricId: string, quantity: number }>, assessmentItemQuestions: Array<{ id: string, assessmentItemId: string, question: { id: string, name: string, questionType: string, driverMetricId: string | null, driverMetricName: string | null } }>, assessmentFeedbacks: Array<{ id: string, minTotalScore: number, maxTotalScore: number, feedbackText: string, imageBlobReferenceId: string | null, videoBlobReferenceId: string | null }>, questionTagLinks: Array<{ id: string, questionTagId: string }>, driverMetricRecommendations: Array<{ id: string, driverMetricId: string, minScore: number, maxScore: number }>, driverMetricAdjustments: Array<{ id: string, driverMetricId: string, minScore: number, maxScore: number, adjustmentValue: number }> };

export type SaveAssessmentMutationVariables = Exact<{
  model: AssessmentBundleInput;
}>;


export type SaveAssessmentMutation = { saveAssessment: { id: string, name: string, assessmentType: AssessmentType, tileText: string, feedbackStyle: FeedbackStyle, creationDate: string, viewerCanUpdate: boolean, questionTags: Array<{ id: string, name: string }> } };

export type AssessmentListFieldsFragment = { id: string, name: string, assessmentType: AssessmentType, tileText: string, feedbackStyle: FeedbackStyle, creationDate: string, viewerCanUpdate: boolean, questionTags: Array<{ id: string, name: string }> };

export type AssessmentsQueryVariables = Exact<{
  offset?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
  assessmentTypes?: Array<AssessmentType> | AssessmentType | null | undefined;
  questionTagIds?: Array<string | number> | string | number | null | undefined;
}>;


export type AssessmentsQuery = { assessments: Array<{ id: string, name: string, assessmentType: AssessmentType, tileText: string, feedbackStyle: FeedbackStyle, creationDate: string, viewerCanUpdate: boolean, questionTags: Array<{ id: string, name: string }> }> };

export type AssessmentNameQueryVariables = Exact<{
  id: string | number;
}>;


export type AssessmentNameQuery = { assessment: { id: string, name: string, assessmentType: AssessmentType } };

export type CloneAssessmentMutationVariables = Exact<{
  copyFromAssessmentId: string | number;
}>;


export type CloneAssessmentMutation = { cloneAssessment: { id: string, name: string, assessmentType: AssessmentType, tileText: string, feedbackStyle: FeedbackStyle, creationDate: string, viewerCanUpdate: boolean, questionTags: Array<{ id: string, name: string }> } };

export type DeleteAssessmentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAssessmentMutation = { deleteAssessment: { id: string } };

export type AssignmentFieldsFragment = { id: string, subscriptionId: string, userId: string | null, subscriptionTeamId: string | null, assessmentId: string, targetDate: string, maxRestarts: number, archived: boolean };

export type RequiredAssessmentsQueryVariables = Exact<{
  subscriptionId?: string | number | null | undefined;
  profileId?: string | number | null | undefined;
  subscriptionTeamId?: string | number | null | undefined;
  assessmentTypes?: Array<AssessmentType> | AssessmentType | null | undefined;
}>;


export type RequiredAssessmentsQuery = { requiredAssessments: Array<{ assessmentId: string, name: string, assessmentType: AssessmentType, licenceMaxRestarts: number, recommended: boolean, assignment: { id: string, subscriptionId: string, userId: string | null, subscriptionTeamId: string | null, assessmentId: string, targetDate: string, maxRestarts: number, archived: boolean } | null, teamAssignment: { id: string, subscriptionId: string, userId: string | null, subscriptionTeamId: string | null, assessmentId: string, targetDate: string, maxRestarts: number, archived: boolean } | null }> };

export type CreateUserAssessmentAssignmentMutationVariables = Exact<{
  model: UserAssessmentAssignmentInput;
}>;


export type CreateUserAssessmentAssignmentMutation = { createUserAssessmentAssignment: { id: string, subscriptionId: string, userId: string | null, subscriptionTeamId: string | null, assessmentId: string, targetDate: string, maxRestarts: number, archived: boolean } };

export type UpdateUserAssessmentAssignmentMutationVariables = Exact<{
  model: UserAssessmentAssignmentInput;
}>;


export type UpdateUserAssessmentAssignmentMutation = { updateUserAssessmentAssignment: { id: string, subscriptionId: string, userId: string | null, subscriptionTeamId: string | null, assessmentId: string, targetDate: string, maxRestarts: number, archived: boolean } };

export type DeleteUserAssessmentAssignmentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteUserAssessmentAssignmentMutation = { deleteUserAssessmentAssignment: { id: string, subscriptionId: string, userId: string | null, subscriptionTeamId: string | null, assessmentId: string, targetDate: string, maxRestarts: number, archived: boolean } };

export type PersonDashboardQueryVariables = Exact<{
  profileId?: string | number | null | undefined;
  userId?: string | number | null | undefined;
}>;


export type PersonDashboardQuery = { meDashboardViewModel: { profileId: string, userId: string, firstName: string, lastName: string, subscriptionName: string, isOwnDashboard: boolean, canRestart: boolean, overallScore: number | null, overallRisk: RiskCategory, riskExplanation: { score: number | null, category: RiskCategory, pulledDown: Array<{ driverMetricId: string, name: string, value: number, band: RiskCategory }>, nextBand: { category: RiskCategory, targetScore: number, pointsNeeded: number } | null }, metrics: Array<{ driverMetricId: string, name: string, value: number }>, items: Array<{ assessmentId: string, name: string, tileDescription: string, assessmentType: AssessmentType, status: SessionStatus, assigned: boolean, teamAssignment: boolean, targetDate: string | null, recommended: boolean, earlierUnfinished: number, retakeAllowed: boolean, latestSession: { id: string, startDate: string, endDate: string | null, isFinished: boolean, markedSuspicious: boolean, totalScore: number | null, riskCategory: RiskCategory } | null, historic: Array<{ id: string, startDate: string, endDate: string | null, isFinished: boolean, markedSuspicious: boolean, totalScore: number | null, riskCategory: RiskCategory }> }> } };

export type DashboardSessionFieldsFragment = { id: string, startDate: string, endDate: string | null, isFinished: boolean, markedSuspicious: boolean, totalScore: number | null, riskCategory: RiskCategory };

export type RiskDistributionFieldsFragment = { high: number, medium: number, low: number, notAssessed: number };

export type SubscriptionDashboardQueryVariables = Exact<{
  subscriptionId?: string | number | null | undefined;
  subscriptionTeamId?: string | number | null | undefined;
}>;


export type SubscriptionDashboardQuery = { subscriptionDashboard: { subscriptionId: string, companyName: string, subscriptionType: SubscriptionType, peopleCount: number, averageScore: number | null, team: { id: string, name: string } | null, riskDistribution: { high: number, medium: number, low: number, notAssessed: number }, completionsByMonth: Array<{ month: string, count: number }>, scoresByTeam: Array<{ subscriptionTeamId: string, name: string, averageScore: number | null, peopleCount: number }> } };

export type DashboardPeopleQueryVariables = Exact<{
  subscriptionId?: string | number | null | undefined;
  subscriptionTeamId?: string | number | null | undefined;
  riskFilter?: RiskFilter | null | undefined;
  search?: string | null | undefined;
  offset?: number | null | undefined;
  first?: number | null | undefined;
}>;


export type DashboardPeopleQuery = { dashboardPeople: { total: number, rows: Array<{ profileId: string, userId: string, firstName: string, lastName: string, teamName: string | null, overallScore: number | null, riskCategory: RiskCategory, assignedCount: number, completedCount: number, lastActivityDate: string | null }> } };

export type DashboardTeamsQueryVariables = Exact<{
  subscriptionId?: string | number | null | undefined;
  search?: string | null | undefined;
  offset?: number | null | undefined;
  first?: number | null | undefined;
}>;


export type DashboardTeamsQuery = { dashboardTeams: { total: number, rows: Array<{ subscriptionTeamId: string, name: string, peopleCount: number, averageScore: number | null, riskCategory: RiskCategory, riskDistribution: { high: number, medium: number, low: number, notAssessed: number } }> } };

export type DashboardAssessmentFieldsFragment = { assessmentId: string, name: string, assessmentType: AssessmentType, assignedCount: number, notStartedCount: number, startedCount: number, completedCount: number, averageScore: number | null, seatsUsed: number, riskDistribution: { high: number, medium: number, low: number, notAssessed: number } };

export type DashboardAssessmentsQueryVariables = Exact<{
  subscriptionId?: string | number | null | undefined;
  subscriptionTeamId?: string | number | null | undefined;
  assessmentType: AssessmentType;
  search?: string | null | undefined;
  offset?: number | null | undefined;
  first?: number | null | undefined;
}>;


export type DashboardAssessmentsQuery = { dashboardAssessments: { total: number, rows: Array<{ assessmentId: string, name: string, assessmentType: AssessmentType, assignedCount: number, notStartedCount: number, startedCount: number, completedCount: number, averageScore: number | null, seatsUsed: number, riskDistribution: { high: number, medium: number, low: number, notAssessed: number } }> } };

export type AssessmentDashboardQueryVariables = Exact<{
  subscriptionId?: string | number | null | undefined;
  subscriptionTeamId?: string | number | null | undefined;
  assessmentId: string | number;
}>;


export type AssessmentDashboardQuery = { assessmentDashboard: { assessment: { assessmentId: string, name: string, assessmentType: AssessmentType, assignedCount: number, notStartedCount: number, startedCount: number, completedCount: number, averageScore: number | null, seatsUsed: number, riskDistribution: { high: number, medium: number, low: number, notAssessed: number } }, completionsByMonth: Array<{ month: string, count: number }>, scoreBands: Array<{ from: number, to: number, count: number }> } };

export type AssessmentDashboardPeopleQueryVariables = Exact<{
  subscriptionId?: string | number | null | undefined;
  subscriptionTeamId?: string | number | null | undefined;
  assessmentId: string | number;
  riskFilter?: RiskFilter | null | undefined;
  search?: string | null | undefined;
  offset?: number | null | undefined;
  first?: number | null | undefined;
}>;


export type AssessmentDashboardPeopleQuery = { assessmentDashboardPeople: { total: number, rows: Array<{ profileId: string, userId: string, firstName: string, lastName: string, teamName: string | null, status: SessionStatus, targetDate: string | null, latestScore: number | null, riskCategory: RiskCategory, completionDate: string | null, latestSessionId: string | null }> } };

export type MailboxMessagesQueryVariables = Exact<{
  offset?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type MailboxMessagesQuery = { mailboxMessages: Array<{ id: string, to: string, subject: string, text: string, createdAt: string }> };

export type PersonFieldsFragment = { id: string, userId: string, firstName: string, lastName: string, subscriptionId: string, subscriptionTeamId: string | null, subscriptionTeamName: string | null, uniqueDriverPin: string, viewerCanUpdate: boolean, user: { id: string, email: string, emailConfirmed: boolean, pendingEmail: string | null, roleGroup: { id: string, name: string } } };

export type PeopleQueryVariables = Exact<{
  subscriptionId: string | number;
  roleGroupNames?: Array<string> | string | null | undefined;
  subscriptionTeamId?: string | number | null | undefined;
  offset?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type PeopleQuery = { profiles: Array<{ id: string, userId: string, firstName: string, lastName: string, subscriptionId: string, subscriptionTeamId: string | null, subscriptionTeamName: string | null, uniqueDriverPin: string, viewerCanUpdate: boolean, user: { id: string, email: string, emailConfirmed: boolean, pendingEmail: string | null, roleGroup: { id: string, name: string } } }> };

export type PersonQueryVariables = Exact<{
  id: string | number;
}>;


export type PersonQuery = { profile: { id: string, userId: string, firstName: string, lastName: string, subscriptionId: string, subscriptionTeamId: string | null, subscriptionTeamName: string | null, uniqueDriverPin: string, viewerCanUpdate: boolean, user: { id: string, email: string, emailConfirmed: boolean, pendingEmail: string | null, roleGroup: { id: string, name: string } } } };

export type PersonFormOptionsQueryVariables = Exact<{
  subscriptionId: string | number;
}>;


export type PersonFormOptionsQuery = { roleGroups: Array<{ id: string, name: string }>, subscriptionTeams: Array<{ id: string, name: string }> };

export type GenerateUniqueDriverPinMutationVariables = Exact<{ [key: string]: never; }>;


export type GenerateUniqueDriverPinMutation = { generateUniqueDriverPin: string };

export type CreateUserMutationVariables = Exact<{
  model: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { id: string, userId: string, firstName: string, lastName: string, subscriptionId: string, subscriptionTeamId: string | null, subscriptionTeamName: string | null, uniqueDriverPin: string, viewerCanUpdate: boolean, user: { id: string, email: string, emailConfirmed: boolean, pendingEmail: string | null, roleGroup: { id: string, name: string } } } };

export type UpdatePersonMutationVariables = Exact<{
  model: UpdateProfileInput;
}>;


export type UpdatePersonMutation = { updateProfile: { id: string, userId: string, firstName: string, lastName: string, subscriptionId: string, subscriptionTeamId: string | null, subscriptionTeamName: string | null, uniqueDriverPin: string, viewerCanUpdate: boolean, user: { id: string, email: string, emailConfirmed: boolean, pendingEmail: string | null, roleGroup: { id: string, name: string } } } };

export type ChangeUserRoleGroupMutationVariables = Exact<{
  model: ChangeUserRoleGroupInput;
}>;


export type ChangeUserRoleGroupMutation = { changeUserRoleGroup: { id: string, userId: string, firstName: string, lastName: string, subscriptionId: string, subscriptionTeamId: string | null, subscriptionTeamName: string | null, uniqueDriverPin: string, viewerCanUpdate: boolean, user: { id: string, email: string, emailConfirmed: boolean, pendingEmail: string | null, roleGroup: { id: string, name: string } } } };

export type DeleteUserMutationVariables = Exact<{
  profileId: string | number;
}>;


export type DeleteUserMutation = { deleteUser: { id: string } };

export type UserRelatedCountsQueryVariables = Exact<{
  profileId: string | number;
}>;


export type UserRelatedCountsQuery = { userRelatedCounts: { assessmentSessions: number, userAssessmentAssignments: number, signInSessions: number, externalLogins: number } };

export type ProfileViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileViewerQuery = { viewer: { id: string, email: string, pendingEmail: string | null, firstName: string, lastName: string } | null };

export type MyProfileFieldsFragment = { id: string, userId: string, firstName: string, lastName: string, uniqueDriverPin: string };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { myProfile: { id: string, userId: string, firstName: string, lastName: string, uniqueDriverPin: string } | null };

export type UpdateMyProfileMutationVariables = Exact<{
  model: UpdateProfileInput;
}>;


export type UpdateMyProfileMutation = { updateProfile: { id: string, userId: string, firstName: string, lastName: string, uniqueDriverPin: string } };

export type CreateMyProfileMutationVariables = Exact<{
  model: CreateProfileInput;
}>;


export type CreateMyProfileMutation = { createProfile: { id: string, userId: string, firstName: string, lastName: string, uniqueDriverPin: string } };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStatusQuery = { viewer: { id: string, twoFactorEnabled: boolean } | null };

export type QuestionListFieldsFragment = { id: string, name: string, questionType: string, driverMetricName: string | null, viewerCanUpdate: boolean, questionTags: Array<{ id: string, name: string }> };

export type QuestionBankQueryVariables = Exact<{
  offset?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
  questionTypes?: Array<string> | string | null | undefined;
  questionTagIds?: Array<string | number> | string | number | null | undefined;
}>;


export type QuestionBankQuery = { questions: Array<{ id: string, name: string, questionType: string, driverMetricName: string | null, viewerCanUpdate: boolean, questionTags: Array<{ id: string, name: string }> }> };

export type QuestionRelatedCountsQueryVariables = Exact<{
  id: string | number;
}>;


export type QuestionRelatedCountsQuery = { question: { id: string, name: string, questionType: string }, questionRelatedCounts: { answers: number, questionnaireAnswers: number, feedbacks: number, tagLinks: number, recommendations: number, adjustments: number, assessmentLinks: number, responseEvents: number, sequenceQuestions: number } };

export type DeleteQuestionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteQuestionMutation = { deleteQuestion: { id: string } };

export type QuestionAnswerFieldsFragment = { id: string, displayOrder: number, answerText: string, answerTextImageBlobReferenceId: string | null, scaleImageBlobReferenceId: string | null, score: number, isCorrect: boolean, startResponseTimeSeconds: number, endResponseTimeSeconds: number, windowLeft: number, windowTop: number, windowRight: number, windowBottom: number, discriminationGroup: number, subQuestionNumber: number, isSuspicious: boolean, suspicionScore: number | null };

export type QuestionEditorQueryVariables = Exact<{
  id: string | number;
}>;


export type QuestionEditorQuery = { question: { id: string, name: string, questionType: string, questionText: string, preQuestionText: string, imageBlobReferenceId: string | null, videoBlobReferenceId: string | null, questionTextImageBlobReferenceId: string | null, driverMetricId: string | null, maximumClicks: number, timeLimitSeconds: number, numberOfSubQuestions: number }, questionAnswers: Array<{ id: string, displayOrder: number, answerText: string, answerTextImageBlobReferenceId: string | null, scaleImageBlobReferenceId: string | null, score: number, isCorrect: boolean, startResponseTimeSeconds: number, endResponseTimeSeconds: number, windowLeft: number, windowTop: number, windowRight: number, windowBottom: number, discriminationGroup: number, subQuestionNumber: number, isSuspicious: boolean, suspicionScore: number | null }>, questionFeedbacks: Array<{ id: string, minScore: number, maxScore: number, feedbackText: string, imageBlobReferenceId: string | null, videoBlobReferenceId: string | null }>, questionSequenceQuestions: Array<{ id: string, displayOrder: number, childQuestion: { id: string, name: string, questionType: string, questionText: string, answers: Array<{ id: string, displayOrder: number, answerText: string, answerTextImageBlobReferenceId: string | null, scaleImageBlobReferenceId: string | null, score: number, isCorrect: boolean, startResponseTimeSeconds: number, endResponseTimeSeconds: number, windowLeft: number, windowTop: number, windowRight: number, windowBottom: number, discriminationGroup: number, subQuestionNumber: number, isSuspicious: boolean, suspicionScore: number | null }> } | null }>, questionTagLinks: Array<{ id: string, questionTagId: string }>, driverMetricRecommendations: Array<{ id: string, driverMetricId: string, minScore: number, maxScore: number }>, driverMetricAdjustments: Array<{ id: string, driverMetricId: string, minScore: number, maxScore: number, adjustmentValue: number }> };

export type SaveQuestionMutationVariables = Exact<{
  model: QuestionBundleInput;
}>;


export type SaveQuestionMutation = { saveQuestion: { id: string, name: string, questionType: string, driverMetricName: string | null, viewerCanUpdate: boolean, questionTags: Array<{ id: string, name: string }> } };

export type SafetyMetricFieldsFragment = { id: string, name: string, startValue: number, archived: boolean, viewerCanUpdate: boolean, viewerCanDelete: boolean };

export type SafetyMetricsQueryVariables = Exact<{
  offset?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type SafetyMetricsQuery = { driverMetrics: Array<{ id: string, name: string, startValue: number, archived: boolean, viewerCanUpdate: boolean, viewerCanDelete: boolean }> };

export type SafetyMetricQueryVariables = Exact<{
  id: string | number;
}>;


export type SafetyMetricQuery = { driverMetric: { id: string, name: string, startValue: number, archived: boolean, viewerCanUpdate: boolean, viewerCanDelete: boolean } };

export type CreateSafetyMetricMutationVariables = Exact<{
  model: CreateDriverMetricInput;
}>;


export type CreateSafetyMetricMutation = { createDriverMetric: { id: string, name: string, startValue: number, archived: boolean, viewerCanUpdate: boolean, viewerCanDelete: boolean } };

export type UpdateSafetyMetricMutationVariables = Exact<{
  model: UpdateDriverMetricInput;
}>;


export type UpdateSafetyMetricMutation = { updateDriverMetric: { id: string, name: string, startValue: number, archived: boolean, viewerCanUpdate: boolean, viewerCanDelete: boolean } };

export type DeleteSafetyMetricMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSafetyMetricMutation = { deleteDriverMetric: { id: string } };

export type SessionFieldsFragment = { id: string, assessmentId: string, userId: string, startDate: string, endDate: string | null, totalScore: number | null, currentPosition: number, isFinished: boolean, markedSuspicious: boolean };

export type PlayerQuestionFieldsFragment = { id: string, name: string, questionType: string, questionText: string, preQuestionText: string, numberOfSubQuestions: number, timeLimitSeconds: number, maximumClicks: number, imageUrl: string | null, videoUrl: string | null, questionTextImageUrl: string | null, answers: Array<{ id: string, answerText: string, answerTextImageUrl: string | null, displayOrder: number, subQuestionNumber: number }> };

export type ResponseEventFieldsFragment = { id: string, questionId: string, assessmentItemId: string, questionAnswerId: string | null, responseTimeSeconds: number | null, clickPositionX: number | null, clickPositionY: number | null, textInput: string | null, subQuestionNumber: number, eventDate: string };

export type SessionLaunchViewQueryVariables = Exact<{
  id: string | number;
}>;


export type SessionLaunchViewQuery = { assessmentSessionLaunchView: { pageCount: number, viewerCanAnswer: boolean, isStudy: boolean, session: { id: string, assessmentId: string, userId: string, startDate: string, endDate: string | null, totalScore: number | null, currentPosition: number, isFinished: boolean, markedSuspicious: boolean }, assessment: { id: string, name: string, assessmentType: AssessmentType, feedbackStyle: FeedbackStyle, text: string }, presented: Array<{ assessmentItemId: string, question: { id: string, name: string, questionType: string, questionText: string, preQuestionText: string, numberOfSubQuestions: number, timeLimitSeconds: number, maximumClicks: number, imageUrl: string | null, videoUrl: string | null, questionTextImageUrl: string | null, children: Array<{ id: string, name: string, questionType: string, questionText: string, preQuestionText: string, numberOfSubQuestions: number, timeLimitSeconds: number, maximumClicks: number, imageUrl: string | null, videoUrl: string | null, questionTextImageUrl: string | null, children: Array<{ id: string, name: string, questionType: string, questionText: string, preQuestionText: string, numberOfSubQuestions: number, timeLimitSeconds: number, maximumClicks: number, imageUrl: string | null, videoUrl: string | null, questionTextImageUrl: string | null, answers: Array<{ id: string, answerText: string, answerTextImageUrl: string | null, displayOrder: number, subQuestionNumber: number }> }>, answers: Array<{ id: string, answerText: string, answerTextImageUrl: string | null, displayOrder: number, subQuestionNumber: number }> }>, answers: Array<{ id: string, answerText: string, answerTextImageUrl: string | null, displayOrder: number, subQuestionNumber: number }> } }>, responseEvents: Array<{ id: string, questionId: string, assessmentItemId: string, questionAnswerId: string | null, responseTimeSeconds: number | null, clickPositionX: number | null, clickPositionY: number | null, textInput: string | null, subQuestionNumber: number, eventDate: string }> } };

export type InitializeAssessmentSessionMutationVariables = Exact<{
  assessmentId: string | number;
  userId?: string | number | null | undefined;
  restart?: boolean | null | undefined;
}>;


export type InitializeAssessmentSessionMutation = { initializeAssessmentSession: { id: string, assessmentId: string, userId: string, startDate: string, endDate: string | null, totalScore: number | null, currentPosition: number, isFinished: boolean, markedSuspicious: boolean } };

export type SaveAssessmentSessionResponsesMutationVariables = Exact<{
  model: SaveAssessmentSessionResponsesInput;
}>;


export type SaveAssessmentSessionResponsesMutation = { saveAssessmentSessionResponses: { id: string, assessmentId: string, userId: string, startDate: string, endDate: string | null, totalScore: number | null, currentPosition: number, isFinished: boolean, markedSuspicious: boolean } };

export type FinishAssessmentSessionMutationVariables = Exact<{
  model: FinishAssessmentSessionInput;
}>;


export type FinishAssessmentSessionMutation = { finishAssessmentSession: { id: string, assessmentId: string, userId: string, startDate: string, endDate: string | null, totalScore: number | null, currentPosition: number, isFinished: boolean, markedSuspicious: boolean } };

export type SessionResultQueryVariables = Exact<{
  id: string | number;
}>;


export type SessionResultQuery = { assessmentSessionResult: { assessmentName: string, feedbackStyle: FeedbackStyle, score: number | null, minScore: number, maxScore: number, riskCategory: string, markedSuspicious: boolean, suspiciousAnswerText: string | null, feedbackText: string | null, feedbackImageUrl: string | null, feedbackVideoUrl: string | null, session: { id: string, assessmentId: string, userId: string, startDate: string, endDate: string | null, totalScore: number | null, currentPosition: number, isFinished: boolean, markedSuspicious: boolean }, questionBreakdown: Array<{ assessmentItemId: string, questionId: string, name: string, questionType: string, score: number, maxScore: number, percent: number | null, feedbackText: string | null, feedbackImageUrl: string | null, feedbackVideoUrl: string | null }>, driverMetricBreakdown: Array<{ driverMetricId: string, name: string, score: number }> } };

export type SessionQuestionFeedbackQueryVariables = Exact<{
  assessmentSessionId: string | number;
  assessmentItemId: string | number;
  questionId: string | number;
}>;


export type SessionQuestionFeedbackQuery = { assessmentSessionQuestionFeedback: { questionId: string, name: string, score: number, maxScore: number, percent: number | null, feedbackText: string | null, feedbackImageUrl: string | null, feedbackVideoUrl: string | null } };

export type SubscriptionPersonFieldsFragment = { id: string, userId: string, firstName: string, lastName: string, subscriptionId: string, viewerCanUpdate: boolean };

export type SubscriptionPeopleQueryVariables = Exact<{
  subscriptionId: string | number;
  offset?: number | null | undefined;
  first?: number | null | undefined;
}>;


export type SubscriptionPeopleQuery = { profiles: Array<{ id: string, userId: string, firstName: string, lastName: string, subscriptionId: string, viewerCanUpdate: boolean }> };

export type UpdateSubscriptionPersonMutationVariables = Exact<{
  model: UpdateProfileInput;
}>;


export type UpdateSubscriptionPersonMutation = { updateProfile: { id: string, userId: string, firstName: string, lastName: string, subscriptionId: string, viewerCanUpdate: boolean } };

export type SubscriptionLicenceFieldsFragment = { id: string, subscriptionId: string, assessmentId: string, maxRestarts: number, archived: boolean, assessment: { id: string, name: string, assessmentType: AssessmentType } };

export type SubscriptionAssessmentsQueryVariables = Exact<{
  subscriptionId: string | number;
  assessmentTypes?: Array<AssessmentType> | AssessmentType | null | undefined;
}>;


export type SubscriptionAssessmentsQuery = { subscriptionAssessments: Array<{ id: string, subscriptionId: string, assessmentId: string, maxRestarts: number, archived: boolean, assessment: { id: string, name: string, assessmentType: AssessmentType } }> };

export type LicensableAssessmentsQueryVariables = Exact<{
  subscriptionId: string | number;
  assessmentTypes?: Array<AssessmentType> | AssessmentType | null | undefined;
}>;


export type LicensableAssessmentsQuery = { licensableAssessments: Array<{ id: string, name: string, assessmentType: AssessmentType }> };

export type CreateSubscriptionAssessmentMutationVariables = Exact<{
  model: CreateSubscriptionAssessmentInput;
}>;


export type CreateSubscriptionAssessmentMutation = { createSubscriptionAssessment: { id: string, subscriptionId: string, assessmentId: string, maxRestarts: number, archived: boolean, assessment: { id: string, name: string, assessmentType: AssessmentType } } };

export type UpdateSubscriptionAssessmentMutationVariables = Exact<{
  model: UpdateSubscriptionAssessmentInput;
}>;


export type UpdateSubscriptionAssessmentMutation = { updateSubscriptionAssessment: { id: string, subscriptionId: string, assessmentId: string, maxRestarts: number, archived: boolean, assessment: { id: string, name: string, assessmentType: AssessmentType } } };

export type DeleteSubscriptionAssessmentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSubscriptionAssessmentMutation = { deleteSubscriptionAssessment: { id: string, subscriptionId: string, assessmentId: string, maxRestarts: number, archived: boolean, assessment: { id: string, name: string, assessmentType: AssessmentType } } };

export type SubscriptionFieldsFragment = { id: string, companyName: string, archived: boolean, subscriptionType: string, distributorSubscriptionId: string | null, brandColor: string, brandImageBlobReferenceId: string | null, maxUsers: number, currentUsers: number, restrictMaxUsers: boolean, allowBranding: boolean, allowExport: boolean, automaticReminders: boolean, reminderDaysBeforeDue: number, highRiskBelow: number, mediumRiskBelow: number, studyUniqueCode: string | null, studyReturnUrl: string | null, studyResultsPagePostUrl: string | null, viewerCanUpdate: boolean, viewerCanDelete: boolean };

export type SubscriptionsQueryVariables = Exact<{
  offset?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
  subscriptionTypes?: Array<string> | string | null | undefined;
  distributorSubscriptionId?: string | number | null | undefined;
}>;


export type SubscriptionsQuery = { subscriptions: Array<{ id: string, companyName: string, archived: boolean, subscriptionType: string, distributorSubscriptionId: string | null, brandColor: string, brandImageBlobReferenceId: string | null, maxUsers: number, currentUsers: number, restrictMaxUsers: boolean, allowBranding: boolean, allowExport: boolean, automaticReminders: boolean, reminderDaysBeforeDue: number, highRiskBelow: number, mediumRiskBelow: number, studyUniqueCode: string | null, studyReturnUrl: string | null, studyResultsPagePostUrl: string | null, viewerCanUpdate: boolean, viewerCanDelete: boolean }> };

export type DistributorOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DistributorOptionsQuery = { subscriptions: Array<{ id: string, companyName: string }> };

export type SubscriptionQueryVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionQuery = { subscription: { id: string, companyName: string, archived: boolean, subscriptionType: string, distributorSubscriptionId: string | null, brandColor: string, brandImageBlobReferenceId: string | null, maxUsers: number, currentUsers: number, restrictMaxUsers: boolean, allowBranding: boolean, allowExport: boolean, automaticReminders: boolean, reminderDaysBeforeDue: number, highRiskBelow: number, mediumRiskBelow: number, studyUniqueCode: string | null, studyReturnUrl: string | null, studyResultsPagePostUrl: string | null, viewerCanUpdate: boolean, viewerCanDelete: boolean } };

export type CreateSubscriptionMutationVariables = Exact<{
  model: SubscriptionInput;
}>;


export type CreateSubscriptionMutation = { createSubscription: { id: string, companyName: string, archived: boolean, subscriptionType: string, distributorSubscriptionId: string | null, brandColor: string, brandImageBlobReferenceId: string | null, maxUsers: number, currentUsers: number, restrictMaxUsers: boolean, allowBranding: boolean, allowExport: boolean, automaticReminders: boolean, reminderDaysBeforeDue: number, highRiskBelow: number, mediumRiskBelow: number, studyUniqueCode: string | null, studyReturnUrl: string | null, studyResultsPagePostUrl: string | null, viewerCanUpdate: boolean, viewerCanDelete: boolean } };

export type UpdateSubscriptionMutationVariables = Exact<{
  model: SubscriptionInput;
}>;


export type UpdateSubscriptionMutation = { updateSubscription: { id: string, companyName: string, archived: boolean, subscriptionType: string, distributorSubscriptionId: string | null, brandColor: string, brandImageBlobReferenceId: string | null, maxUsers: number, currentUsers: number, restrictMaxUsers: boolean, allowBranding: boolean, allowExport: boolean, automaticReminders: boolean, reminderDaysBeforeDue: number, highRiskBelow: number, mediumRiskBelow: number, studyUniqueCode: string | null, studyReturnUrl: string | null, studyResultsPagePostUrl: string | null, viewerCanUpdate: boolean, viewerCanDelete: boolean } };

export type DeleteSubscriptionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSubscriptionMutation = { deleteSubscription: { id: string, archived: boolean } };

export type GenerateUniqueStudyPinMutationVariables = Exact<{ [key: string]: never; }>;


export type GenerateUniqueStudyPinMutation = { generateUniqueStudyPin: string };

export type SubscriptionDeleteImpactQueryVariables = Exact<{
  subscriptionId: string | number;
}>;


export type SubscriptionDeleteImpactQuery = { profiles: Array<{ id: string, firstName: string, lastName: string }>, subscriptionTeams: Array<{ id: string, name: string }> };

export type TagFieldsFragment = { id: string, name: string, viewerCanUpdate: boolean, viewerCanDelete: boolean };

export type TagsQueryVariables = Exact<{
  offset?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type TagsQuery = { questionTags: Array<{ id: string, name: string, viewerCanUpdate: boolean, viewerCanDelete: boolean }> };

export type TagQueryVariables = Exact<{
  id: string | number;
}>;


export type TagQuery = { questionTag: { id: string, name: string, viewerCanUpdate: boolean, viewerCanDelete: boolean } };

export type CreateTagMutationVariables = Exact<{
  model: CreateQuestionTagInput;
}>;


export type CreateTagMutation = { createQuestionTag: { id: string, name: string, viewerCanUpdate: boolean, viewerCanDelete: boolean } };

export type UpdateTagMutationVariables = Exact<{
  model: UpdateQuestionTagInput;
}>;


export type UpdateTagMutation = { updateQuestionTag: { id: string, name: string, viewerCanUpdate: boolean, viewerCanDelete: boolean } };

export type DeleteTagMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTagMutation = { deleteQuestionTag: { id: string } };

export type TeamFieldsFragment = { id: string, subscriptionId: string, name: string, viewerCanUpdate: boolean, viewerCanDelete: boolean };

export type TeamsQueryVariables = Exact<{
  offset?: number | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type TeamsQuery = { subscriptionTeams: Array<{ id: string, subscriptionId: string, name: string, viewerCanUpdate: boolean, viewerCanDelete: boolean }> };

export type TeamQueryVariables = Exact<{
  id: string | number;
}>;


export type TeamQuery = { subscriptionTeam: { id: string, subscriptionId: string, name: string, viewerCanUpdate: boolean, viewerCanDelete: boolean } };

export type CreateTeamMutationVariables = Exact<{
  model: CreateSubscriptionTeamInput;
}>;


export type CreateTeamMutation = { createSubscriptionTeam: { id: string, subscriptionId: string, name: string, viewerCanUpdate: boolean, viewerCanDelete: boolean } };

export type UpdateTeamMutationVariables = Exact<{
  model: UpdateSubscriptionTeamInput;
}>;


export type UpdateTeamMutation = { updateSubscriptionTeam: { id: string, subscriptionId: string, name: string, viewerCanUpdate: boolean, viewerCanDelete: boolean } };

export type DeleteTeamMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTeamMutation = { deleteSubscriptionTeam: { id: string } };

export const AssessmentListFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}},{"kind":"Field","name":{"kind":"Name","value":"tileText"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackStyle"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"questionTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}}]}}]} as unknown as DocumentNode<AssessmentListFieldsFragment, unknown>;
export const AssignmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssignmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserAssessmentAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"maxRestarts"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<AssignmentFieldsFragment, unknown>;
export const DashboardSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isFinished"}},{"kind":"Field","name":{"kind":"Name","value":"markedSuspicious"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"riskCategory"}}]}}]} as unknown as DocumentNode<DashboardSessionFieldsFragment, unknown>;
export const RiskDistributionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskDistributionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RiskDistribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"notAssessed"}}]}}]} as unknown as DocumentNode<RiskDistributionFieldsFragment, unknown>;
export const DashboardAssessmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardAssessmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardAssessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}},{"kind":"Field","name":{"kind":"Name","value":"assignedCount"}},{"kind":"Field","name":{"kind":"Name","value":"notStartedCount"}},{"kind":"Field","name":{"kind":"Name","value":"startedCount"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"seatsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"riskDistribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RiskDistributionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskDistributionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RiskDistribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"notAssessed"}}]}}]} as unknown as DocumentNode<DashboardAssessmentFieldsFragment, unknown>;
export const PersonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamName"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueDriverPin"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"roleGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PersonFieldsFragment, unknown>;
export const MyProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueDriverPin"}}]}}]} as unknown as DocumentNode<MyProfileFieldsFragment, unknown>;
export const QuestionListFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Question"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"driverMetricName"}},{"kind":"Field","name":{"kind":"Name","value":"questionTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}}]}}]} as unknown as DocumentNode<QuestionListFieldsFragment, unknown>;
export const QuestionAnswerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"answerText"}},{"kind":"Field","name":{"kind":"Name","value":"answerTextImageBlobReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"scaleImageBlobReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"startResponseTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"endResponseTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"windowLeft"}},{"kind":"Field","name":{"kind":"Name","value":"windowTop"}},{"kind":"Field","name":{"kind":"Name","value":"windowRight"}},{"kind":"Field","name":{"kind":"Name","value":"windowBottom"}},{"kind":"Field","name":{"kind":"Name","value":"discriminationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"subQuestionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isSuspicious"}},{"kind":"Field","name":{"kind":"Name","value":"suspicionScore"}}]}}]} as unknown as DocumentNode<QuestionAnswerFieldsFragment, unknown>;
export const SafetyMetricFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SafetyMetricFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DriverMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startValue"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<SafetyMetricFieldsFragment, unknown>;
export const SessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"currentPosition"}},{"kind":"Field","name":{"kind":"Name","value":"isFinished"}},{"kind":"Field","name":{"kind":"Name","value":"markedSuspicious"}}]}}]} as unknown as DocumentNode<SessionFieldsFragment, unknown>;
export const PlayerQuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlayerQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"preQuestionText"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfSubQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximumClicks"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"questionTextImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answerText"}},{"kind":"Field","name":{"kind":"Name","value":"answerTextImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"subQuestionNumber"}}]}}]}}]} as unknown as DocumentNode<PlayerQuestionFieldsFragment, unknown>;
export const ResponseEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponseEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlayerResponseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentItemId"}},{"kind":"Field","name":{"kind":"Name","value":"questionAnswerId"}},{"kind":"Field","name":{"kind":"Name","value":"responseTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"clickPositionX"}},{"kind":"Field","name":{"kind":"Name","value":"clickPositionY"}},{"kind":"Field","name":{"kind":"Name","value":"textInput"}},{"kind":"Field","name":{"kind":"Name","value":"subQuestionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}}]}}]} as unknown as DocumentNode<ResponseEventFieldsFragment, unknown>;
export const SubscriptionPersonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}}]}}]} as unknown as DocumentNode<SubscriptionPersonFieldsFragment, unknown>;
export const SubscriptionLicenceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionLicenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionAssessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"maxRestarts"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"assessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}}]}}]}}]} as unknown as DocumentNode<SubscriptionLicenceFieldsFragment, unknown>;
export const SubscriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}},{"kind":"Field","name":{"kind":"Name","value":"distributorSubscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"brandColor"}},{"kind":"Field","name":{"kind":"Name","value":"brandImageBlobReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"currentUsers"}},{"kind":"Field","name":{"kind":"Name","value":"restrictMaxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"allowBranding"}},{"kind":"Field","name":{"kind":"Name","value":"allowExport"}},{"kind":"Field","name":{"kind":"Name","value":"automaticReminders"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBeforeDue"}},{"kind":"Field","name":{"kind":"Name","value":"highRiskBelow"}},{"kind":"Field","name":{"kind":"Name","value":"mediumRiskBelow"}},{"kind":"Field","name":{"kind":"Name","value":"studyUniqueCode"}},{"kind":"Field","name":{"kind":"Name","value":"studyReturnUrl"}},{"kind":"Field","name":{"kind":"Name","value":"studyResultsPagePostUrl"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<SubscriptionFieldsFragment, unknown>;
export const TagFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<TagFieldsFragment, unknown>;
export const TeamFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionTeam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<TeamFieldsFragment, unknown>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"roleGroup"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"emulatedSubscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}},{"kind":"Field","name":{"kind":"Name","value":"brandColor"}},{"kind":"Field","name":{"kind":"Name","value":"brandImageUrl"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const ProfileForInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileForInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileForInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ProfileForInviteQuery, ProfileForInviteQueryVariables>;
export const AssessmentEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssessmentEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackStyle"}},{"kind":"Field","name":{"kind":"Name","value":"isSmartIndividuality"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"tileText"}},{"kind":"Field","name":{"kind":"Name","value":"imageBlobReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"maxSuspiciousAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"suspiciousAnswerText"}},{"kind":"Field","name":{"kind":"Name","value":"highRiskBelow"}},{"kind":"Field","name":{"kind":"Name","value":"mediumRiskBelow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assessmentItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assessmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfQuestionsToPresent"}},{"kind":"Field","name":{"kind":"Name","value":"counterbalanceGroup"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assessmentItemDriverMetricQuantities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assessmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentItemId"}},{"kind":"Field","name":{"kind":"Name","value":"driverMetricId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assessmentItemQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assessmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentItemId"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"driverMetricId"}},{"kind":"Field","name":{"kind":"Name","value":"driverMetricName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assessmentFeedbacks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assessmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"minTotalScore"}},{"kind":"Field","name":{"kind":"Name","value":"maxTotalScore"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackText"}},{"kind":"Field","name":{"kind":"Name","value":"imageBlobReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"videoBlobReferenceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionTagLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionTagId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"driverMetricRecommendations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"driverMetricId"}},{"kind":"Field","name":{"kind":"Name","value":"minScore"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"driverMetricAdjustments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"driverMetricId"}},{"kind":"Field","name":{"kind":"Name","value":"minScore"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentValue"}}]}}]}}]} as unknown as DocumentNode<AssessmentEditorQuery, AssessmentEditorQueryVariables>;
export const SaveAssessmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAssessment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentBundleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentListFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}},{"kind":"Field","name":{"kind":"Name","value":"tileText"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackStyle"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"questionTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}}]}}]} as unknown as DocumentNode<SaveAssessmentMutation, SaveAssessmentMutationVariables>;
export const AssessmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Assessments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionTagIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"assessmentTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentTypes"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionTagIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionTagIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentListFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}},{"kind":"Field","name":{"kind":"Name","value":"tileText"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackStyle"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"questionTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}}]}}]} as unknown as DocumentNode<AssessmentsQuery, AssessmentsQueryVariables>;
export const AssessmentNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssessmentName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}}]}}]}}]} as unknown as DocumentNode<AssessmentNameQuery, AssessmentNameQueryVariables>;
export const CloneAssessmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloneAssessment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"copyFromAssessmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cloneAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"copyFromAssessmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"copyFromAssessmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssessmentListFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssessmentListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}},{"kind":"Field","name":{"kind":"Name","value":"tileText"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackStyle"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"questionTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}}]}}]} as unknown as DocumentNode<CloneAssessmentMutation, CloneAssessmentMutationVariables>;
export const DeleteAssessmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAssessment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteAssessmentMutation, DeleteAssessmentMutationVariables>;
export const RequiredAssessmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequiredAssessments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionTeamId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requiredAssessments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subscriptionTeamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionTeamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"assessmentTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentTypes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}},{"kind":"Field","name":{"kind":"Name","value":"licenceMaxRestarts"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"assignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssignmentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamAssignment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssignmentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssignmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserAssessmentAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"maxRestarts"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<RequiredAssessmentsQuery, RequiredAssessmentsQueryVariables>;
export const CreateUserAssessmentAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUserAssessmentAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserAssessmentAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUserAssessmentAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssignmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssignmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserAssessmentAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"maxRestarts"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<CreateUserAssessmentAssignmentMutation, CreateUserAssessmentAssignmentMutationVariables>;
export const UpdateUserAssessmentAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserAssessmentAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserAssessmentAssignmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserAssessmentAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssignmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssignmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserAssessmentAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"maxRestarts"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<UpdateUserAssessmentAssignmentMutation, UpdateUserAssessmentAssignmentMutationVariables>;
export const DeleteUserAssessmentAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUserAssessmentAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUserAssessmentAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssignmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssignmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserAssessmentAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"maxRestarts"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<DeleteUserAssessmentAssignmentMutation, DeleteUserAssessmentAssignmentMutationVariables>;
export const PersonDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meDashboardViewModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionName"}},{"kind":"Field","name":{"kind":"Name","value":"isOwnDashboard"}},{"kind":"Field","name":{"kind":"Name","value":"canRestart"}},{"kind":"Field","name":{"kind":"Name","value":"overallScore"}},{"kind":"Field","name":{"kind":"Name","value":"overallRisk"}},{"kind":"Field","name":{"kind":"Name","value":"riskExplanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"pulledDown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"driverMetricId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"band"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextBand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"targetScore"}},{"kind":"Field","name":{"kind":"Name","value":"pointsNeeded"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"driverMetricId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tileDescription"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"teamAssignment"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"latestSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardSessionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"earlierUnfinished"}},{"kind":"Field","name":{"kind":"Name","value":"historic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardSessionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"retakeAllowed"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isFinished"}},{"kind":"Field","name":{"kind":"Name","value":"markedSuspicious"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"riskCategory"}}]}}]} as unknown as DocumentNode<PersonDashboardQuery, PersonDashboardQueryVariables>;
export const SubscriptionDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionTeamId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subscriptionTeamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionTeamId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"peopleCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"riskDistribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RiskDistributionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completionsByMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoresByTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"peopleCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskDistributionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RiskDistribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"notAssessed"}}]}}]} as unknown as DocumentNode<SubscriptionDashboardQuery, SubscriptionDashboardQueryVariables>;
export const DashboardPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionTeamId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"riskFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardPeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subscriptionTeamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionTeamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"riskFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"riskFilter"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"overallScore"}},{"kind":"Field","name":{"kind":"Name","value":"riskCategory"}},{"kind":"Field","name":{"kind":"Name","value":"assignedCount"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityDate"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardPeopleQuery, DashboardPeopleQueryVariables>;
export const DashboardTeamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardTeams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardTeams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"peopleCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"riskCategory"}},{"kind":"Field","name":{"kind":"Name","value":"riskDistribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RiskDistributionFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskDistributionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RiskDistribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"notAssessed"}}]}}]} as unknown as DocumentNode<DashboardTeamsQuery, DashboardTeamsQueryVariables>;
export const DashboardAssessmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardAssessments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionTeamId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardAssessments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subscriptionTeamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionTeamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"assessmentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentType"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardAssessmentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskDistributionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RiskDistribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"notAssessed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardAssessmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardAssessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}},{"kind":"Field","name":{"kind":"Name","value":"assignedCount"}},{"kind":"Field","name":{"kind":"Name","value":"notStartedCount"}},{"kind":"Field","name":{"kind":"Name","value":"startedCount"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"seatsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"riskDistribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RiskDistributionFields"}}]}}]}}]} as unknown as DocumentNode<DashboardAssessmentsQuery, DashboardAssessmentsQueryVariables>;
export const AssessmentDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssessmentDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionTeamId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subscriptionTeamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionTeamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"assessmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardAssessmentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completionsByMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreBands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskDistributionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RiskDistribution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"notAssessed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardAssessmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardAssessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}},{"kind":"Field","name":{"kind":"Name","value":"assignedCount"}},{"kind":"Field","name":{"kind":"Name","value":"notStartedCount"}},{"kind":"Field","name":{"kind":"Name","value":"startedCount"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"seatsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"riskDistribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RiskDistributionFields"}}]}}]}}]} as unknown as DocumentNode<AssessmentDashboardQuery, AssessmentDashboardQueryVariables>;
export const AssessmentDashboardPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssessmentDashboardPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionTeamId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"riskFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentDashboardPeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subscriptionTeamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionTeamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"assessmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"riskFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"riskFilter"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"latestScore"}},{"kind":"Field","name":{"kind":"Name","value":"riskCategory"}},{"kind":"Field","name":{"kind":"Name","value":"completionDate"}},{"kind":"Field","name":{"kind":"Name","value":"latestSessionId"}}]}}]}}]}}]} as unknown as DocumentNode<AssessmentDashboardPeopleQuery, AssessmentDashboardPeopleQueryVariables>;
export const MailboxMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailboxMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailboxMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MailboxMessagesQuery, MailboxMessagesQueryVariables>;
export const PeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"People"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleGroupNames"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionTeamId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleGroupNames"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleGroupNames"}}},{"kind":"Argument","name":{"kind":"Name","value":"subscriptionTeamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionTeamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamName"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueDriverPin"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"roleGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PeopleQuery, PeopleQueryVariables>;
export const PersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Person"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamName"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueDriverPin"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"roleGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PersonQuery, PersonQueryVariables>;
export const PersonFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonFormOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PersonFormOptionsQuery, PersonFormOptionsQueryVariables>;
export const GenerateUniqueDriverPinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateUniqueDriverPin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateUniqueDriverPin"}}]}}]} as unknown as DocumentNode<GenerateUniqueDriverPinMutation, GenerateUniqueDriverPinMutationVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamName"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueDriverPin"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"roleGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdatePersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamName"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueDriverPin"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"roleGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePersonMutation, UpdatePersonMutationVariables>;
export const ChangeUserRoleGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeUserRoleGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeUserRoleGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUserRoleGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeamName"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueDriverPin"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"roleGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeUserRoleGroupMutation, ChangeUserRoleGroupMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const UserRelatedCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserRelatedCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userRelatedCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentSessions"}},{"kind":"Field","name":{"kind":"Name","value":"userAssessmentAssignments"}},{"kind":"Field","name":{"kind":"Name","value":"signInSessions"}},{"kind":"Field","name":{"kind":"Name","value":"externalLogins"}}]}}]}}]} as unknown as DocumentNode<UserRelatedCountsQuery, UserRelatedCountsQueryVariables>;
export const ProfileViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<ProfileViewerQuery, ProfileViewerQueryVariables>;
export const MyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueDriverPin"}}]}}]} as unknown as DocumentNode<MyProfileQuery, MyProfileQueryVariables>;
export const UpdateMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueDriverPin"}}]}}]} as unknown as DocumentNode<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;
export const CreateMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueDriverPin"}}]}}]} as unknown as DocumentNode<CreateMyProfileMutation, CreateMyProfileMutationVariables>;
export const TwoFactorStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]}}]} as unknown as DocumentNode<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const QuestionBankDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuestionBank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionTagIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionTypes"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionTagIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionTagIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionListFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Question"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"driverMetricName"}},{"kind":"Field","name":{"kind":"Name","value":"questionTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}}]}}]} as unknown as DocumentNode<QuestionBankQuery, QuestionBankQueryVariables>;
export const QuestionRelatedCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuestionRelatedCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionRelatedCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaireAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"feedbacks"}},{"kind":"Field","name":{"kind":"Name","value":"tagLinks"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"}},{"kind":"Field","name":{"kind":"Name","value":"adjustments"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentLinks"}},{"kind":"Field","name":{"kind":"Name","value":"responseEvents"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceQuestions"}}]}}]}}]} as unknown as DocumentNode<QuestionRelatedCountsQuery, QuestionRelatedCountsQueryVariables>;
export const DeleteQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteQuestionMutation, DeleteQuestionMutationVariables>;
export const QuestionEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuestionEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"preQuestionText"}},{"kind":"Field","name":{"kind":"Name","value":"imageBlobReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"videoBlobReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"questionTextImageBlobReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"driverMetricId"}},{"kind":"Field","name":{"kind":"Name","value":"maximumClicks"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfSubQuestions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"questionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionAnswerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionFeedbacks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"questionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"minScore"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackText"}},{"kind":"Field","name":{"kind":"Name","value":"imageBlobReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"videoBlobReferenceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionSequenceQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parentQuestionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"childQuestion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionAnswerFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionTagLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionTagId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"driverMetricRecommendations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"driverMetricId"}},{"kind":"Field","name":{"kind":"Name","value":"minScore"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"driverMetricAdjustments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"driverMetricId"}},{"kind":"Field","name":{"kind":"Name","value":"minScore"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"answerText"}},{"kind":"Field","name":{"kind":"Name","value":"answerTextImageBlobReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"scaleImageBlobReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"startResponseTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"endResponseTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"windowLeft"}},{"kind":"Field","name":{"kind":"Name","value":"windowTop"}},{"kind":"Field","name":{"kind":"Name","value":"windowRight"}},{"kind":"Field","name":{"kind":"Name","value":"windowBottom"}},{"kind":"Field","name":{"kind":"Name","value":"discriminationGroup"}},{"kind":"Field","name":{"kind":"Name","value":"subQuestionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isSuspicious"}},{"kind":"Field","name":{"kind":"Name","value":"suspicionScore"}}]}}]} as unknown as DocumentNode<QuestionEditorQuery, QuestionEditorQueryVariables>;
export const SaveQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionBundleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"driverMetricName"}},{"kind":"Field","name":{"kind":"Name","value":"questionTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}}]}}]}}]} as unknown as DocumentNode<SaveQuestionMutation, SaveQuestionMutationVariables>;
export const SafetyMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SafetyMetrics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"driverMetrics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SafetyMetricFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SafetyMetricFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DriverMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startValue"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<SafetyMetricsQuery, SafetyMetricsQueryVariables>;
export const SafetyMetricDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SafetyMetric"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"driverMetric"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SafetyMetricFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SafetyMetricFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DriverMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startValue"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<SafetyMetricQuery, SafetyMetricQueryVariables>;
export const CreateSafetyMetricDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSafetyMetric"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDriverMetricInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDriverMetric"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SafetyMetricFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SafetyMetricFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DriverMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startValue"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<CreateSafetyMetricMutation, CreateSafetyMetricMutationVariables>;
export const UpdateSafetyMetricDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSafetyMetric"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDriverMetricInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDriverMetric"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SafetyMetricFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SafetyMetricFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DriverMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startValue"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<UpdateSafetyMetricMutation, UpdateSafetyMetricMutationVariables>;
export const DeleteSafetyMetricDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSafetyMetric"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDriverMetric"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteSafetyMetricMutation, DeleteSafetyMetricMutationVariables>;
export const SessionLaunchViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionLaunchView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentSessionLaunchView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackStyle"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"presented"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentItemId"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerQuestionFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerQuestionFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerQuestionFields"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"responseEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponseEventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"isStudy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"currentPosition"}},{"kind":"Field","name":{"kind":"Name","value":"isFinished"}},{"kind":"Field","name":{"kind":"Name","value":"markedSuspicious"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlayerQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"preQuestionText"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfSubQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximumClicks"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"questionTextImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answerText"}},{"kind":"Field","name":{"kind":"Name","value":"answerTextImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"subQuestionNumber"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponseEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlayerResponseEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentItemId"}},{"kind":"Field","name":{"kind":"Name","value":"questionAnswerId"}},{"kind":"Field","name":{"kind":"Name","value":"responseTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"clickPositionX"}},{"kind":"Field","name":{"kind":"Name","value":"clickPositionY"}},{"kind":"Field","name":{"kind":"Name","value":"textInput"}},{"kind":"Field","name":{"kind":"Name","value":"subQuestionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}}]}}]} as unknown as DocumentNode<SessionLaunchViewQuery, SessionLaunchViewQueryVariables>;
export const InitializeAssessmentSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InitializeAssessmentSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restart"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initializeAssessmentSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assessmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"restart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restart"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"currentPosition"}},{"kind":"Field","name":{"kind":"Name","value":"isFinished"}},{"kind":"Field","name":{"kind":"Name","value":"markedSuspicious"}}]}}]} as unknown as DocumentNode<InitializeAssessmentSessionMutation, InitializeAssessmentSessionMutationVariables>;
export const SaveAssessmentSessionResponsesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAssessmentSessionResponses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveAssessmentSessionResponsesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAssessmentSessionResponses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"currentPosition"}},{"kind":"Field","name":{"kind":"Name","value":"isFinished"}},{"kind":"Field","name":{"kind":"Name","value":"markedSuspicious"}}]}}]} as unknown as DocumentNode<SaveAssessmentSessionResponsesMutation, SaveAssessmentSessionResponsesMutationVariables>;
export const FinishAssessmentSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishAssessmentSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinishAssessmentSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishAssessmentSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"currentPosition"}},{"kind":"Field","name":{"kind":"Name","value":"isFinished"}},{"kind":"Field","name":{"kind":"Name","value":"markedSuspicious"}}]}}]} as unknown as DocumentNode<FinishAssessmentSessionMutation, FinishAssessmentSessionMutationVariables>;
export const SessionResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentSessionResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assessmentName"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackStyle"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"minScore"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}},{"kind":"Field","name":{"kind":"Name","value":"riskCategory"}},{"kind":"Field","name":{"kind":"Name","value":"markedSuspicious"}},{"kind":"Field","name":{"kind":"Name","value":"suspiciousAnswerText"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackText"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"questionBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentItemId"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackText"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackVideoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"driverMetricBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"driverMetricId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"currentPosition"}},{"kind":"Field","name":{"kind":"Name","value":"isFinished"}},{"kind":"Field","name":{"kind":"Name","value":"markedSuspicious"}}]}}]} as unknown as DocumentNode<SessionResultQuery, SessionResultQueryVariables>;
export const SessionQuestionFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionQuestionFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentSessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentSessionQuestionFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assessmentSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentSessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"assessmentItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentItemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackText"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackVideoUrl"}}]}}]}}]} as unknown as DocumentNode<SessionQuestionFeedbackQuery, SessionQuestionFeedbackQueryVariables>;
export const SubscriptionPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionPersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}}]}}]} as unknown as DocumentNode<SubscriptionPeopleQuery, SubscriptionPeopleQueryVariables>;
export const UpdateSubscriptionPersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSubscriptionPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionPersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}}]}}]} as unknown as DocumentNode<UpdateSubscriptionPersonMutation, UpdateSubscriptionPersonMutationVariables>;
export const SubscriptionAssessmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionAssessments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionAssessments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"assessmentTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentTypes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionLicenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionLicenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionAssessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"maxRestarts"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"assessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}}]}}]}}]} as unknown as DocumentNode<SubscriptionAssessmentsQuery, SubscriptionAssessmentsQueryVariables>;
export const LicensableAssessmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LicensableAssessments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licensableAssessments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"assessmentTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentTypes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}}]}}]}}]} as unknown as DocumentNode<LicensableAssessmentsQuery, LicensableAssessmentsQueryVariables>;
export const CreateSubscriptionAssessmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSubscriptionAssessment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSubscriptionAssessmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSubscriptionAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionLicenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionLicenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionAssessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"maxRestarts"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"assessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}}]}}]}}]} as unknown as DocumentNode<CreateSubscriptionAssessmentMutation, CreateSubscriptionAssessmentMutationVariables>;
export const UpdateSubscriptionAssessmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSubscriptionAssessment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSubscriptionAssessmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSubscriptionAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionLicenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionLicenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionAssessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"maxRestarts"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"assessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}}]}}]}}]} as unknown as DocumentNode<UpdateSubscriptionAssessmentMutation, UpdateSubscriptionAssessmentMutationVariables>;
export const DeleteSubscriptionAssessmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSubscriptionAssessment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSubscriptionAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionLicenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionLicenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionAssessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}},{"kind":"Field","name":{"kind":"Name","value":"maxRestarts"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"assessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentType"}}]}}]}}]} as unknown as DocumentNode<DeleteSubscriptionAssessmentMutation, DeleteSubscriptionAssessmentMutationVariables>;
export const SubscriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Subscriptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionTypes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"distributorSubscriptionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"subscriptionTypes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionTypes"}}},{"kind":"Argument","name":{"kind":"Name","value":"distributorSubscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"distributorSubscriptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}},{"kind":"Field","name":{"kind":"Name","value":"distributorSubscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"brandColor"}},{"kind":"Field","name":{"kind":"Name","value":"brandImageBlobReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"currentUsers"}},{"kind":"Field","name":{"kind":"Name","value":"restrictMaxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"allowBranding"}},{"kind":"Field","name":{"kind":"Name","value":"allowExport"}},{"kind":"Field","name":{"kind":"Name","value":"automaticReminders"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBeforeDue"}},{"kind":"Field","name":{"kind":"Name","value":"highRiskBelow"}},{"kind":"Field","name":{"kind":"Name","value":"mediumRiskBelow"}},{"kind":"Field","name":{"kind":"Name","value":"studyUniqueCode"}},{"kind":"Field","name":{"kind":"Name","value":"studyReturnUrl"}},{"kind":"Field","name":{"kind":"Name","value":"studyResultsPagePostUrl"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<SubscriptionsQuery, SubscriptionsQueryVariables>;
export const DistributorOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DistributorOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionTypes"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"Distributor","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<DistributorOptionsQuery, DistributorOptionsQueryVariables>;
export const SubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Subscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}},{"kind":"Field","name":{"kind":"Name","value":"distributorSubscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"brandColor"}},{"kind":"Field","name":{"kind":"Name","value":"brandImageBlobReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"currentUsers"}},{"kind":"Field","name":{"kind":"Name","value":"restrictMaxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"allowBranding"}},{"kind":"Field","name":{"kind":"Name","value":"allowExport"}},{"kind":"Field","name":{"kind":"Name","value":"automaticReminders"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBeforeDue"}},{"kind":"Field","name":{"kind":"Name","value":"highRiskBelow"}},{"kind":"Field","name":{"kind":"Name","value":"mediumRiskBelow"}},{"kind":"Field","name":{"kind":"Name","value":"studyUniqueCode"}},{"kind":"Field","name":{"kind":"Name","value":"studyReturnUrl"}},{"kind":"Field","name":{"kind":"Name","value":"studyResultsPagePostUrl"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<SubscriptionQuery, SubscriptionQueryVariables>;
export const CreateSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}},{"kind":"Field","name":{"kind":"Name","value":"distributorSubscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"brandColor"}},{"kind":"Field","name":{"kind":"Name","value":"brandImageBlobReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"currentUsers"}},{"kind":"Field","name":{"kind":"Name","value":"restrictMaxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"allowBranding"}},{"kind":"Field","name":{"kind":"Name","value":"allowExport"}},{"kind":"Field","name":{"kind":"Name","value":"automaticReminders"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBeforeDue"}},{"kind":"Field","name":{"kind":"Name","value":"highRiskBelow"}},{"kind":"Field","name":{"kind":"Name","value":"mediumRiskBelow"}},{"kind":"Field","name":{"kind":"Name","value":"studyUniqueCode"}},{"kind":"Field","name":{"kind":"Name","value":"studyReturnUrl"}},{"kind":"Field","name":{"kind":"Name","value":"studyResultsPagePostUrl"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<CreateSubscriptionMutation, CreateSubscriptionMutationVariables>;
export const UpdateSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionType"}},{"kind":"Field","name":{"kind":"Name","value":"distributorSubscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"brandColor"}},{"kind":"Field","name":{"kind":"Name","value":"brandImageBlobReferenceId"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"currentUsers"}},{"kind":"Field","name":{"kind":"Name","value":"restrictMaxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"allowBranding"}},{"kind":"Field","name":{"kind":"Name","value":"allowExport"}},{"kind":"Field","name":{"kind":"Name","value":"automaticReminders"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBeforeDue"}},{"kind":"Field","name":{"kind":"Name","value":"highRiskBelow"}},{"kind":"Field","name":{"kind":"Name","value":"mediumRiskBelow"}},{"kind":"Field","name":{"kind":"Name","value":"studyUniqueCode"}},{"kind":"Field","name":{"kind":"Name","value":"studyReturnUrl"}},{"kind":"Field","name":{"kind":"Name","value":"studyResultsPagePostUrl"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<UpdateSubscriptionMutation, UpdateSubscriptionMutationVariables>;
export const DeleteSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<DeleteSubscriptionMutation, DeleteSubscriptionMutationVariables>;
export const GenerateUniqueStudyPinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateUniqueStudyPin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateUniqueStudyPin"}}]}}]} as unknown as DocumentNode<GenerateUniqueStudyPinMutation, GenerateUniqueStudyPinMutationVariables>;
export const SubscriptionDeleteImpactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionDeleteImpact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SubscriptionDeleteImpactQuery, SubscriptionDeleteImpactQueryVariables>;
export const TagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TagFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<TagsQuery, TagsQueryVariables>;
export const TagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TagFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<TagQuery, TagQueryVariables>;
export const CreateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateQuestionTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuestionTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TagFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<CreateTagMutation, CreateTagMutationVariables>;
export const UpdateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateQuestionTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateQuestionTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TagFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<UpdateTagMutation, UpdateTagMutationVariables>;
export const DeleteTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteQuestionTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteTagMutation, DeleteTagMutationVariables>;
export const TeamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Teams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionTeam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<TeamsQuery, TeamsQueryVariables>;
export const TeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Team"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionTeam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<TeamQuery, TeamQueryVariables>;
export const CreateTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSubscriptionTeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSubscriptionTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionTeam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<CreateTeamMutation, CreateTeamMutationVariables>;
export const UpdateTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSubscriptionTeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSubscriptionTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionTeam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}}]}}]} as unknown as DocumentNode<UpdateTeamMutation, UpdateTeamMutationVariables>;
export const DeleteTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSubscriptionTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteTeamMutation, DeleteTeamMutationVariables>;