// Every module's GraphQL types and fields, put together beside app.ts: the platform builds the server from the
// schema it is given and never imports a module itself.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './platform/graphql/builder.ts';
import { withUuidIds } from './platform/graphql/uuid-id.ts';
import './modules/accounts/invite.graphql.ts';
import './modules/accounts/viewer.graphql.ts';
import './modules/assessments/assessment.graphql.ts';
import './modules/assessments/assessment-children.graphql.ts';
import './modules/assessments/save-assessment.graphql.ts';
import './modules/assignments/assignment.graphql.ts';
import './modules/content-rules/content-rule.graphql.ts';
import './modules/content-rules/content-rule-changes.graphql.ts';
import './modules/dashboards/person-dashboard.graphql.ts';
import './modules/dashboards/getting-started.graphql.ts';
import './modules/dashboards/provider-dashboard.graphql.ts';
import './modules/dashboards/subscription-dashboard.graphql.ts';
import './modules/files/blob-reference.graphql.ts';
import './modules/imports/spreadsheet-import.graphql.ts';
import './modules/item-analysis/item-analysis.graphql.ts';
import './modules/licensing/subscription-assessment.graphql.ts';
import './modules/mailbox/mailbox.graphql.ts';
import './modules/people/people.graphql.ts';
import './modules/people/profile.graphql.ts';
import './modules/people/user.graphql.ts';
import './modules/questions/question.graphql.ts';
import './modules/questions/question-answers-field.graphql.ts';
import './modules/questions/question-bundle.graphql.ts';
import './modules/questions/question-children.graphql.ts';
import './modules/questions/question-related-counts.graphql.ts';
import './modules/safety-metrics/driver-metric.graphql.ts';
import './modules/safety-metrics/user-driver-metric.graphql.ts';
import './modules/sdk-clients/sdk-client.graphql.ts';
import './modules/sessions/session.graphql.ts';
import './modules/sessions/session-result.graphql.ts';
import './modules/sessions/response-event-calls.graphql.ts';
import './modules/subscriptions/subscription.graphql.ts';
import './modules/tags/tag.graphql.ts';
import './modules/teams/subscription-team.graphql.ts';
import './modules/webhooks/sdk-webhook.graphql.ts';

export const schema = withUuidIds(builder.toSchema());

export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
