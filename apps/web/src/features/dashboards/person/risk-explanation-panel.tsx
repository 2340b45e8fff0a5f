import { Stack, Text } from '@mantine/core';
import { RiskCategory } from '@roadmark/domain/risk';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RiskExplanationView } from './person-dashboard-types';

export interface RiskExplanationPanelProps {
  explanation: RiskExplanationView;
  /** The person's own dashboard says 'Your ...'; anyone else's names the person. */
  isOwnDashboard: boolean;
  /** The person's full name, for a dashboard viewed by someone else. */
  name: string;
}

/**
 * The overall risk in plain words: the score and its band, which safety metrics pulled it down, and what
 * score would move it up a band.
 */
export function RiskExplanationPanel({ explanation, isOwnDashboard, name }: RiskExplanationPanelProps) {
  const { t } = useTranslation('person-dashboard');
  return (
    <Stack gap={4} data-testid="risk-explanation">
      {riskExplanationSentences(explanation, isOwnDashboard, name, t).map((sentence) => (
        <Text key={sentence}>{sentence}</Text>
      ))}
    </Stack>
  );
}

/** The explanation as sentences, in order: score and band, the metrics that pulled it down, the next band. */
export function riskExplanationSentences(
  explanation: RiskExplanationView,
  isOwnDashboard: boolean,
  name: string,
  t: TFunction<'person-dashboard'>,
): string[] {
  const who = isOwnDashboard ? 'own' : 'other';
  const riskWord = (category: string) => t(`common:risk.${category}`);
  if (explanation.score === null || explanation.category === RiskCategory.NotAssessed) {
    return [t(`explanation.${who}.notAssessed`, { name })];
  }
  const sentences = [
    t(`explanation.${who}.score`, { score: explanation.score, risk: riskWord(explanation.category), name }),
  ];
  if (explanation.pulledDown.length > 0) {
    const list = explanation.pulledDown
      .map((metric) =>
        t('explanation.metric', {
          name: metric.name,
          value: metric.value,
          band: t(`explanation.band.${metric.band}`),
        }),
      )
      .join(', ');
    sentences.push(t('explanation.pulledDown', { count: explanation.pulledDown.length, list }));
  }
  const next = explanation.nextBand;
  if (next) {
    sentences.push(
      t(`explanation.${who}.nextBand`, {
        count: next.pointsNeeded,
        target: next.targetScore,
        risk: riskWord(next.category),
        name,
      }),
    );
  } else if (explanation.category === RiskCategory.Low) {
    sentences.push(t(`explanation.${who}.lowest`));
  }
  return sentences;
}
