import { Anchor, Table, Title } from '@mantine/core';
import type { QuestionType } from '@roadmark/domain/content/question-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AssessmentAnalysisQuery } from '../../../gql/graphql';
import { questionEditPath } from '../../questions/question-banks';
import { useFigureTexts } from '../analysed-figures';
import { type AnalysisFilter, filterSearch } from '../filter/analysis-filter';
import { FlagList } from '../flag-list';

type Row = AssessmentAnalysisQuery['assessmentAnalysis']['questions'][number];

/**
 * The assessment's scored questions as presented, with their figures and flags in words. The name and each flag
 * open the question's editor; Analysis opens it at its analysis within this assessment, with the same filter.
 */
export function AnalysedQuestionsTable({
  rows,
  assessmentId,
  filter,
}: {
  rows: readonly Row[];
  assessmentId: string;
  filter: AnalysisFilter;
}) {
  const { t } = useTranslation(['item-analysis', 'questionBank']);
  const titleId = useId();
  const texts = useFigureTexts();
  const columns = [
    'name',
    'type',
    'presented',
    'answered',
    'facility',
    'discrimination',
    'meanResponseTime',
    'flags',
    'analysis',
  ] as const;
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('questions.title')}
      </Title>
      <Table.ScrollContainer minWidth={960}>
        <Table verticalSpacing="sm" aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {t(`questions.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const editPath = questionEditPath(row.questionType as QuestionType, row.questionId);
              return (
                <Table.Tr key={row.questionId}>
                  <Table.Th scope="row" fw={400}>
                    <Anchor component={Link} to={editPath} size="sm">
                      {row.name}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>{t(`questionBank:types.${row.questionType}`)}</Table.Td>
                  <Table.Td>{row.figures.presented}</Table.Td>
                  <Table.Td>{row.figures.answered}</Table.Td>
                  <Table.Td>{texts.facility(row.figures)}</Table.Td>
                  <Table.Td>{texts.discrimination(row.figures)}</Table.Td>
                  <Table.Td>{texts.responseTime(row.figures)}</Table.Td>
                  <Table.Td miw={220}>
                    <FlagList flags={row.flags} href={editPath} />
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`${editPath}?${filterSearch(filter, { assessmentId })}#analysis`}
                      size="sm"
                      aria-label={t('questions.openAnalysis', { name: row.name })}
                    >
                      {t('questions.analysis')}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
