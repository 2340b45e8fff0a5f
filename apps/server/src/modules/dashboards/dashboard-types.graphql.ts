import type { ObjectRef } from '@pothos/core';
import type {
  MetricValue,
  NextBand as NextBandValue,
  RiskExplanation as RiskExplanationValue,
  WeakMetric as WeakMetricValue,
} from '@roadmark/domain/dashboards/risk-explanation';
import { ALL_RISK_FILTERS } from '@roadmark/domain/dashboards/risk-filter';
import { SessionStatus as SessionStatusValues } from '@roadmark/domain/delivery/session-status';
import { RiskCategory as RiskCategoryValues } from '@roadmark/domain/risk';
import { builder } from '../../platform/graphql/builder.ts';
import { AssessmentType } from '../assessments/assessment.graphql.ts';
import type { DashboardAssessment as DashboardAssessmentValue } from './assessment-figures.ts';
import type { RiskDistribution as RiskDistributionValue } from './risk-distribution.ts';

/** The schema types of this app's builder, so a helper can take its object refs. */
type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

export const RiskCategory = builder.enumType('RiskCategory', { values: Object.values(RiskCategoryValues) });
export const RiskFilter = builder.enumType('RiskFilter', {
  description: 'The risk filter of the dashboards.',
  values: ALL_RISK_FILTERS,
});
export const SessionStatus = builder.enumType('SessionStatus', { values: Object.values(SessionStatusValues) });

export const RiskDistribution = builder.objectRef<RiskDistributionValue>('RiskDistribution').implement({
  description: 'How many people fall in each risk category.',
  fields: (t) => ({
    high: t.exposeInt('high'),
    medium: t.exposeInt('medium'),
    low: t.exposeInt('low'),
    notAssessed: t.exposeInt('notAssessed'),
  }),
});

export const DriverMetricValue = builder.objectRef<MetricValue>('DriverMetricValue').implement({
  description: "A person's current value (0..100) of a safety metric.",
  fields: (t) => ({
    driverMetricId: t.exposeID('metricId'),
    name: t.exposeString('name'),
    value: t.exposeInt('value'),
  }),
});

const WeakMetric = builder.objectRef<WeakMetricValue>('WeakMetric').implement({
  description: 'A safety metric below the medium threshold: it pulls the overall risk down.',
  fields: (t) => ({
    driverMetricId: t.exposeID('metricId'),
    name: t.exposeString('name'),
    value: t.exposeInt('value'),
    band: t.field({ type: RiskCategory, resolve: (metric) => metric.band }),
  }),
});

const NextBand = builder.objectRef<NextBandValue>('NextBand').implement({
  description: 'The score that would move the overall risk up a band, and how many points that is.',
  fields: (t) => ({
    category: t.field({ type: RiskCategory, resolve: (band) => band.category }),
    targetScore: t.exposeInt('targetScore'),
    pointsNeeded: t.exposeInt('pointsNeeded'),
  }),
});

export const RiskExplanation = builder.objectRef<RiskExplanationValue>('RiskExplanation').implement({
  description: 'Why the overall risk is what it is.',
  fields: (t) => ({
    score: t.exposeInt('score', { nullable: true }),
    category: t.field({ type: RiskCategory, resolve: (explanation) => explanation.category }),
    pulledDown: t.field({ type: [WeakMetric], resolve: (explanation) => explanation.pulledDown }),
    nextBand: t.field({ type: NextBand, nullable: true, resolve: (explanation) => explanation.nextBand }),
  }),
});

export const DashboardAssessment = builder.objectRef<DashboardAssessmentValue>('DashboardAssessment').implement({
  description: 'An assessment or training module on a dashboard, with its figures over the people in view.',
  fields: (t) => ({
    assessmentId: t.exposeID('assessmentId'),
    name: t.exposeString('name'),
    assessmentType: t.expose('assessmentType', { type: AssessmentType }),
    assignedCount: t.exposeInt('assignedCount'),
    notStartedCount: t.exposeInt('notStartedCount'),
    startedCount: t.exposeInt('startedCount'),
    completedCount: t.exposeInt('completedCount'),
    averageScore: t.exposeInt('averageScore', {
      nullable: true,
      description: 'Mean latest finished score; null for training modules or when none is finished.',
    }),
    seatsUsed: t.exposeInt('seatsUsed', {
      description: "'This assessment has used N seat(s)': the subscription's people with a session of it.",
    }),
    riskDistribution: t.field({ type: RiskDistribution, resolve: (row) => row.riskDistribution }),
  }),
});

/** A page of a dashboard list: the rows asked for and how many match in all (a huge offset gives no rows). */
export function pageOf<T>(name: string, rowType: ObjectRef<BuilderTypes, T>) {
  return builder.objectRef<{ total: number; rows: T[] }>(name).implement({
    fields: (t) => ({
      total: t.exposeInt('total'),
      rows: t.field({ type: [rowType], resolve: (page) => page.rows }),
    }),
  });
}
