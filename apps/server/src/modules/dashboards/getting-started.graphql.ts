import { GETTING_STARTED_STEPS } from '@roadmark/domain/dashboards/getting-started';
import { administration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { dismissGettingStarted } from './dismiss-getting-started.ts';
import { type GettingStarted as GettingStartedValue, gettingStarted } from './getting-started.ts';

const GettingStartedStepKey = builder.enumType('GettingStartedStepKey', { values: GETTING_STARTED_STEPS });

const GettingStartedStep = builder.objectRef<GettingStartedValue['steps'][number]>('GettingStartedStep').implement({
  fields: (t) => ({
    key: t.field({ type: GettingStartedStepKey, resolve: (step) => step.key }),
    done: t.exposeBoolean('done'),
  }),
});

const GettingStartedSubscription = builder
  .objectRef<NonNullable<GettingStartedValue['subscription']>>('GettingStartedSubscription')
  .implement({
    fields: (t) => ({ id: t.exposeID('id'), companyName: t.exposeString('companyName') }),
  });

const GettingStarted = builder.objectRef<GettingStartedValue>('GettingStarted').implement({
  description: "The provider dashboard's checklist for a new installation: its steps, each done or not.",
  fields: (t) => ({
    shown: t.exposeBoolean('shown', {
      description: 'False once every step is done or the viewer has dismissed it.',
    }),
    steps: t.field({ type: [GettingStartedStep], resolve: (value) => value.steps }),
    subscription: t.field({
      type: GettingStartedSubscription,
      nullable: true,
      description: 'The newest customer subscription, which the later steps lead into.',
      resolve: (value) => value.subscription,
    }),
  }),
});

builder.queryFields((t) => ({
  gettingStarted: t.withAuth(administration).field({
    type: GettingStarted,
    resolve: (_root, _args, { actor, db }) => gettingStarted({ actor, db }),
  }),
}));

builder.mutationFields((t) => ({
  dismissGettingStarted: t.withAuth(administration).field({
    type: GettingStarted,
    description: 'Puts the checklist away for the viewer.',
    resolve: (_root, _args, { actor, db }) => dismissGettingStarted({ actor, db }),
  }),
}));
