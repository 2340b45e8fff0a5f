import { Stack, Table, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionAnalysisQuery } from '../../../gql/graphql';
import { ChartFigure } from '../../../ui/charts/chart-figure';
import { formatShare } from '../analysis-format';
import { HeatMapDrawing } from './heat-map-drawing';

type LocationClicks = NonNullable<QuestionAnalysisQuery['questionAnalysis']['locationClicks']>;

/**
 * A location question's clicks as a heat map over its image with its windows drawn on, the busiest cells as the
 * chart's table, and each window's share of all the clicks.
 */
export function LocationHeatMap({ clicks, imageUrl }: { clicks: LocationClicks; imageUrl: string | null }) {
  const { t, i18n } = useTranslation('item-analysis');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const size = clicks.cellSize;
  const rows = [...clicks.cells]
    .sort((a, b) => b.count - a.count || a.row - b.row || a.column - b.column)
    .map((cell) => ({
      key: `${cell.column}:${cell.row}`,
      label: t('location.cell', {
        left: cell.column * size,
        right: (cell.column + 1) * size,
        top: cell.row * size,
        bottom: (cell.row + 1) * size,
      }),
      value: String(cell.count),
    }));
  return (
    <Stack gap="md">
      <ChartFigure
        title={t('location.title')}
        titleOrder={3}
        columns={[t('location.area'), t('location.clicks')]}
        rows={rows}
        empty={clicks.clickCount === 0}
        emptyText={t('location.empty')}
      >
        <HeatMapDrawing imageUrl={imageUrl} cellSize={size} cells={clicks.cells} areas={clicks.windows} />
      </ChartFigure>
      <Stack gap="sm" component="section" aria-labelledby={titleId}>
        <Title order={3} size="h4" id={titleId}>
          {t('location.windowsTitle')}
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                {['window', 'place', 'score', 'clicksInside'].map((column) => (
                  <Table.Th key={column} scope="col">
                    {t(`location.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {clicks.windows.map((window, index) => (
                <Table.Tr key={window.answerId}>
                  <Table.Th scope="row" fw={400}>
                    {t('location.windowNumber', { number: index + 1 })}
                  </Table.Th>
                  <Table.Td>
                    {t('location.windowPlace', {
                      left: Math.round(window.left),
                      top: Math.round(window.top),
                      right: Math.round(window.right),
                      bottom: Math.round(window.bottom),
                    })}
                  </Table.Td>
                  <Table.Td>{window.score}</Table.Td>
                  <Table.Td>
                    {t('shareOf', { share: formatShare(window.shareInside ?? 0, locale), count: window.clicksInside })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Stack>
  );
}
