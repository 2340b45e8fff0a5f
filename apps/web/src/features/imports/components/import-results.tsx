import { Alert, Badge, List, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResultFieldsFragment, ImportRowOutcome } from '../../../gql/graphql';
import { SegmentedChoice } from '../../../ui/segmented-choice/segmented-choice';

type ImportRow = ImportResultFieldsFragment['rows'][number];

const ROWS_PER_PAGE = 100;

const OUTCOME_COLOURS: Record<ImportRowOutcome, string> = {
  Created: 'green',
  Changed: 'green',
  Unchanged: 'gray',
  Failed: 'red',
};

/** One message as it is, several as a bulleted list; green for a success, red for an error. */
function RowMessages({ row }: { row: ImportRow }) {
  const colour = row.outcome === 'Failed' ? 'red' : row.outcome === 'Unchanged' ? 'dimmed' : 'green';
  if (row.messages.length === 1) {
    return (
      <Text size="sm" c={colour}>
        {row.messages[0]!.text}
      </Text>
    );
  }
  return (
    <List size="sm" c={colour}>
      {row.messages.map((message) => (
        <List.Item key={message.text}>{message.text}</List.Item>
      ))}
    </List>
  );
}

export interface ImportResultsProps {
  result: ImportResultFieldsFragment;
  /** The summary line: 'N users have been imported for you.' or 'N assignments have been changed for you.' */
  summary: string;
  /** The danger alert of an import refused for the user limit (users only). */
  maxUsersMessage?: string;
}

/** The results list after an import: the summary, notices about the file, then each row, problems first on demand. */
export function ImportResults({ result, summary, maxUsersMessage }: ImportResultsProps) {
  const { t } = useTranslation('imports');
  const [filter, setFilter] = useState<'all' | 'problems'>('all');
  const [page, setPage] = useState(1);
  if (result.maxUsersExceeded) {
    return (
      <Alert color="red" variant="filled" role="alert" icon={<IconAlertTriangle aria-hidden />}>
        {maxUsersMessage}
      </Alert>
    );
  }
  const count = (outcomes: ImportRowOutcome[]) => result.rows.filter((row) => outcomes.includes(row.outcome)).length;
  const shown = filter === 'all' ? result.rows : result.rows.filter((row) => row.outcome === 'Failed');
  const pages = Math.max(1, Math.ceil(shown.length / ROWS_PER_PAGE));
  const visible = shown.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('results.heading', { name: result.filename })}
      </Title>
      <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
        {summary}
      </Alert>
      {result.notices.map((notice) => (
        <Alert key={notice.text} color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {notice.text}
        </Alert>
      ))}
      <Text size="sm">
        {t('results.counts', {
          total: result.totalRows,
          changed: count(['Created', 'Changed']),
          unchanged: count(['Unchanged']),
          failed: count(['Failed']),
        })}
      </Text>
      <SegmentedChoice
        aria-label={t('results.filter')}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        data={[
          { value: 'all', label: t('results.all') },
          { value: 'problems', label: t('results.problems') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {visible.length === 0 ? (
        <Text size="sm">{t('results.noProblems')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('results.row')}</Table.Th>
                <Table.Th scope="col">{t('results.person')}</Table.Th>
                <Table.Th scope="col">{t('results.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visible.map((row) => (
                <Table.Tr key={row.rowNumber}>
                  <Table.Td>{row.rowNumber}</Table.Td>
                  <Table.Td>{row.person}</Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <Badge color={OUTCOME_COLOURS[row.outcome]} variant="light">
                        {t(`results.outcome.${row.outcome}`)}
                      </Badge>
                      <RowMessages row={row} />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label={t('results.pages')} />}
    </Stack>
  );
}
