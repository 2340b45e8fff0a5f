import { useTranslation } from 'react-i18next';
import type { QuestionFiguresFieldsFragment } from '../../gql/graphql';
import { formatDecimal, formatFixed } from './analysis-format';

const undefinedReason = (figures: QuestionFiguresFieldsFragment) =>
  figures.discriminationUndefinedReason ?? 'TOO_FEW_SESSIONS';

/**
 * A question's figures as the analysis writes them: facility as a whole percent, discrimination to two decimals
 * (or, when it has no value, why not in words), the mean response time in seconds.
 */
export function useFigureTexts() {
  const { t, i18n } = useTranslation('item-analysis');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return {
    facility: (figures: QuestionFiguresFieldsFragment) =>
      figures.facility === null ? t('notDefined') : formatDecimal(figures.facility, locale, 0),
    discrimination: (figures: QuestionFiguresFieldsFragment) =>
      figures.discrimination !== null
        ? formatFixed(figures.discrimination, locale, 2)
        : t('notDefinedBecause', { reason: t(`discriminationUndefined.${undefinedReason(figures)}`) }),
    /** Why a question's discrimination has no value, as a sentence; null when it has one. */
    discriminationReason: (figures: QuestionFiguresFieldsFragment) =>
      figures.discrimination !== null
        ? null
        : t('discriminationNotDefined', { reason: t(`discriminationUndefined.${undefinedReason(figures)}`) }),
    responseTime: (figures: QuestionFiguresFieldsFragment) =>
      figures.meanResponseTimeSeconds === null
        ? t('notDefined')
        : formatDecimal(figures.meanResponseTimeSeconds, locale, 2),
  };
}
