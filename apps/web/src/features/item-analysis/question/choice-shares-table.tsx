import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { plainText } from '@roadmark/domain/rich-text/plain-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionAnalysisQuery } from '../../../gql/graphql';
import { formatDecimal, formatShare } from '../analysis-format';
import classes from './question-drawings.module.css';

type Choice = QuestionAnalysisQuery['questionAnalysis']['choices'][number];

/** The answers of one part, grouped in the order the server gives them (by part, then as the author ordered them). */
function partsOf(choices: readonly Choice[]): Choice[][] {
  const parts = new Map<number, Choice[]>();
  for (const choice of choices)
    parts.set(choice.subQuestionNumber, [...(parts.get(choice.subQuestionNumber) ?? []), choice]);
  return [...parts.values()];
}

/**
 * A choice question's answers: the share of the people who answered that chose each (a bar, as a chart of it,
 * with the figure beside it), and the mean total score of those who did; the correct answer is marked in words.
 * An answer's text is rich text: it is shown as plain words, an answer that is only a picture by its number.
 */
export function ChoiceSharesTable({ choices }: { choices: readonly Choice[] }) {
  const parts = partsOf(choices);
  return (
    <Stack gap="md">
      {parts.map((part, index) => (
        <ChoicePart
          key={part[0]?.subQuestionNumber ?? index}
          choices={part}
          part={parts.length > 1 ? index + 1 : null}
        />
      ))}
    </Stack>
  );
}

function ChoicePart({ choices, part }: { choices: readonly Choice[]; part: number | null }) {
  const { t, i18n } = useTranslation('item-analysis');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {part === null ? t('choices.title') : t('choices.partTitle', { part })}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('choices.answer')}</Table.Th>
              <Table.Th scope="col" w="40%">
                {t('choices.chosenBy')}
              </Table.Th>
              <Table.Th scope="col">{t('choices.meanTotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {choices.map((choice, index) => (
              <Table.Tr key={choice.answerId}>
                <Table.Th scope="row" fw={400}>
                  <Group gap="xs">
                    <Text size="sm" span>
                      {plainText(choice.answerText) || t('choices.unnamed', { number: index + 1 })}
                    </Text>
                    {choice.isCorrect && (
                      <Badge color="green" variant="light" size="sm">
                        {t('choices.correct')}
                      </Badge>
                    )}
                  </Group>
                </Table.Th>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <div className={classes.shareTrack} aria-hidden="true">
                      <div className={classes.shareBar} style={{ width: `${(choice.share ?? 0) * 100}%` }} />
                    </div>
                    <Text size="sm" span miw="6rem">
                      {t('shareOf', { share: formatShare(choice.share ?? 0, locale), count: choice.chosenBy })}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  {choice.meanTotalScore === null
                    ? t('choices.nobody')
                    : formatDecimal(choice.meanTotalScore, locale, 1)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
