// The one Drizzle schema: every *.table.ts of every module, for the client and for drizzle-kit.

export * from '../../modules/accounts/account-token.table.ts';
export * from '../../modules/accounts/external-login.table.ts';
export * from '../../modules/accounts/role-group.table.ts';
export * from '../../modules/accounts/session.table.ts';
export * from '../../modules/accounts/two-factor.table.ts';
export * from '../../modules/accounts/user.table.ts';
export * from '../../modules/assessments/assessment.table.ts';
export * from '../../modules/assessments/assessment-item.table.ts';
export * from '../../modules/assignments/user-assessment-assignment.table.ts';
export * from '../../modules/content-rules/content-rule.table.ts';
export * from '../../modules/files/blob-reference.table.ts';
export * from '../../modules/licensing/subscription-assessment.table.ts';
export * from '../../modules/profiles/profile.table.ts';
export * from '../../modules/questions/question.table.ts';
export * from '../../modules/questions/question-answer.table.ts';
export * from '../../modules/reminders/reminder-delivery.table.ts';
export * from '../../modules/safety-metrics/driver-metric.table.ts';
export * from '../../modules/subscriptions/study-code-reservation.table.ts';
export * from '../../modules/subscriptions/subscription.table.ts';
export * from '../../modules/tags/tag.table.ts';
export * from '../../modules/teams/subscription-team.table.ts';
export * from '../email/mailbox.table.ts';
export * from '../outbox/outbox.table.ts';
export * from '../scheduler/scheduled-job.table.ts';
