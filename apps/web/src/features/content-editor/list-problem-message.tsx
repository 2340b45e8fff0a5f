import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RowValidation } from './use-row-validation';

/** The list messages, by list. */
const LIST_MESSAGES = {
  feedbacks: 'validation.content.feedbacksInvalid',
  recommendations: 'validation.content.recommendationsInvalid',
  adjustments: 'validation.content.adjustmentsInvalid',
} as const;

/**
 * The list's own message ('One or more of the feedbacks are invalid' and its rule equivalents) above the
 * rows while any row shows a problem, from its on-blur checks or the page's validation, as the server would say it.
 */
export function ListProblemMessage(props: {
  list: keyof typeof LIST_MESSAGES;
  rowIds: readonly string[];
  validation: RowValidation;
}) {
  const { t } = useTranslation();
  if (!props.rowIds.some((id) => props.validation.hasError(id))) return null;
  return (
    <Text c="red.8" size="sm" role="alert">
      {t(`domain:${LIST_MESSAGES[props.list]}`)}
    </Text>
  );
}
