import { Stack } from '@mantine/core';
import type { QuestionAnalysisQuery } from '../../../gql/graphql';
import { ChoiceSharesTable } from './choice-shares-table';
import { ClickTimeChart } from './click-time-chart';
import { LocationHeatMap } from './location-heat-map';
import { QuestionFiguresSummary } from './question-figures-summary';
import { ResponseWindowsTable } from './response-windows-table';

type Analysis = QuestionAnalysisQuery['questionAnalysis'];

/**
 * A question's analysis once sessions count: its figures and flags, then what its type has: each choice's share,
 * the click times against the response windows, or the clicks on the image against its windows.
 */
export function QuestionAnalysisFigures({ analysis }: { analysis: Analysis }) {
  return (
    <Stack gap="lg">
      <QuestionFiguresSummary figures={analysis.figures} flags={analysis.flags} />
      {analysis.choices.length > 0 && <ChoiceSharesTable choices={analysis.choices} />}
      {analysis.clickTimes && (
        <ClickTimeChart
          bins={analysis.clickTimes.bins}
          binSeconds={analysis.clickTimes.binSeconds}
          windows={analysis.responseWindows}
        />
      )}
      {analysis.responseWindows.length > 0 && (
        <ResponseWindowsTable windows={analysis.responseWindows} flags={analysis.flags} />
      )}
      {analysis.locationClicks && (
        <LocationHeatMap clicks={analysis.locationClicks} imageUrl={analysis.question.imageUrl} />
      )}
    </Stack>
  );
}
