import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import type { GettingStartedStep } from '@roadmark/domain/dashboards/getting-started';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { startEmulating } from '../../../../lib/emulation';
import { usePageQuery } from '../../../../lib/use-page-query';
import { ErrorAlert } from '../../../../ui/error-alert/error-alert';
import classes from './getting-started-checklist.module.css';
import { DismissGettingStartedMutation, GettingStartedQuery } from './getting-started-operations';
import { stepTarget } from './getting-started-steps';

/**
 * The provider dashboard's checklist for a new installation: a customer subscription, content licensed to it, a
 * team, people and an assignment, each ticked once the server finds it done and linking to where it is done. Gone
 * once every step is done or the person dismisses it.
 */
export function GettingStartedChecklist() {
  const { t } = useTranslation('provider-dashboard');
  const headingId = useId();
  const { data } = usePageQuery(GettingStartedQuery, { fetchPolicy: 'cache-and-network' });
  const [dismiss, dismissal] = useMutation(DismissGettingStartedMutation);
  // The dismissal's answer is the newer one (the checklist has no id, so the cache keeps the two apart).
  const progress = dismissal.data?.dismissGettingStarted ?? data?.gettingStarted;
  if (!progress?.shown) return null;
  const done = progress.steps.filter((step) => step.done).length;
  const subscription = progress.subscription ?? null;
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} size="h3" id={headingId}>
              {t('gettingStarted.heading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('gettingStarted.progress', { done, total: progress.steps.length })}
            </Text>
          </Stack>
          <Button
            variant="subtle"
            size="compact-sm"
            loading={dismissal.loading}
            aria-label={t('gettingStarted.dismissLabel')}
            onClick={() => void dismiss().catch(() => {})}
          >
            {t('gettingStarted.dismiss')}
          </Button>
        </Group>
        <ErrorAlert errors={dismissal.error ? [dismissal.error] : []} variant="message" />
        <ol className={classes.steps}>
          {progress.steps.map((step, index) => (
            <ChecklistStep
              key={step.key}
              step={step.key}
              number={index + 1}
              done={step.done}
              subscription={subscription}
            />
          ))}
        </ol>
      </Stack>
    </Paper>
  );
}

function ChecklistStep(props: {
  step: GettingStartedStep;
  number: number;
  done: boolean;
  subscription: { id: string; companyName: string } | null;
}) {
  const { t } = useTranslation('provider-dashboard');
  const { step, done, subscription } = props;
  const target = stepTarget(step, subscription?.id ?? null);
  const companyName = subscription?.companyName ?? '';
  const description = subscription
    ? t(`gettingStarted.steps.${step}.descriptionIn`, { companyName })
    : t(`gettingStarted.steps.${step}.description`);
  return (
    <li className={classes.step} data-done={done}>
      <ThemeIcon
        radius="xl"
        size="md"
        color={done ? 'green.8' : 'gray.7'}
        variant={done ? 'filled' : 'outline'}
        aria-hidden
      >
        {done ? (
          <IconCheck size={16} />
        ) : (
          <Text component="span" size="sm">
            {props.number}
          </Text>
        )}
      </ThemeIcon>
      <Stack gap={2} className={classes.text}>
        <Text fw={600} td={done ? 'line-through' : undefined}>
          <VisuallyHidden>{done ? t('gettingStarted.done') : t('gettingStarted.toDo')}: </VisuallyHidden>
          {t(`gettingStarted.steps.${step}.title`)}
        </Text>
        <Text size="sm" c="dimmed">
          {target ? description : t('gettingStarted.needsSubscription')}
        </Text>
      </Stack>
      {target && !done && (
        <Button
          component={Link}
          to={target.path}
          variant="light"
          size="compact-sm"
          onClick={() => {
            if (target.inCustomer && subscription) startEmulating(subscription.id);
          }}
        >
          {t(`gettingStarted.steps.${step}.action`)}
        </Button>
      )}
    </li>
  );
}
