import { Stack, Table, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemFlagFieldsFragment, QuestionAnalysisQuery } from '../../../gql/graphql';
import { formatDecimal, formatShare } from '../analysis-format';
import { useFlagText } from '../flag-list';

type ResponseWindow = QuestionAnalysisQuery['questionAnalysis']['responseWindows'][number];

/**
 * Each scoring window of a response-time video: where the sessions' first clicks fell (before it, inside, after,
 * or nowhere near it), the median click of those who nearly missed it, and the shift a flag suggests.
 */
export function ResponseWindowsTable({
  windows,
  flags,
}: {
  windows: readonly ResponseWindow[];
  flags: readonly ItemFlagFieldsFragment[];
}) {
  const { t, i18n } = useTranslation('item-analysis');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const flagText = useFlagText();
  const seconds = (value: number) => formatDecimal(value, locale, 2);
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {t('windows.title')}
      </Title>
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="sm" aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              {['window', 'score', 'before', 'inside', 'after', 'noNearClick', 'medianNearMiss', 'suggestion'].map(
                (column) => (
                  <Table.Th key={column} scope="col">
                    {t(`windows.${column}`)}
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {windows.map((window) => {
              const clicked =
                window.firstClickBefore + window.firstClickInside + window.firstClickAfter + window.noNearClick;
              const share = (count: number) =>
                clicked === 0 ? '0' : t('shareOf', { share: formatShare(count / clicked, locale), count });
              const suggestions = flags.filter((flag) => flag.answerId === window.answerId).map(flagText);
              return (
                <Table.Tr key={window.answerId}>
                  <Table.Th scope="row" fw={400}>
                    {t('windows.span', { from: seconds(window.startSeconds), to: seconds(window.endSeconds) })}
                  </Table.Th>
                  <Table.Td>{window.score}</Table.Td>
                  <Table.Td>{share(window.firstClickBefore)}</Table.Td>
                  <Table.Td>{share(window.firstClickInside)}</Table.Td>
                  <Table.Td>{share(window.firstClickAfter)}</Table.Td>
                  <Table.Td>{share(window.noNearClick)}</Table.Td>
                  <Table.Td>
                    {window.medianNearMissSeconds === null
                      ? t('windows.noNearMiss')
                      : t('seconds', { value: seconds(window.medianNearMissSeconds) })}
                  </Table.Td>
                  <Table.Td miw={220}>{suggestions.length > 0 ? suggestions.join(' ') : t('flags.none')}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
