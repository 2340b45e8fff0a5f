import type { ItemFlag } from '@roadmark/domain/analysis/item-flags';
import { z } from 'zod';
import { LOCATION_TYPES } from '../item-analysis/analysed-question-types.ts';
import { assessmentAnalysis } from '../item-analysis/assessment-analysis.ts';
import type { ChoiceShare } from '../item-analysis/choice-figures.ts';
import type { ResponseWindowFigures } from '../item-analysis/click-time-figures.ts';
import { type LocationWindowFigures, locationClicks } from '../item-analysis/location-click-figures.ts';
import type { ScoreBin } from '../item-analysis/score-figures.ts';
import { type ExportColumn, numberColumn, textColumn } from './export-columns.ts';
import {
  type ExportContext,
  type ExportRequest,
  optionalParam,
  parseExportQuery,
  requiredId,
} from './export-context.ts';
import { exportSheet, type PreparedExport } from './export-file.ts';
import { exportFilename } from './export-names.ts';

const queryShape = {
  assessmentId: requiredId('exports.assessmentRequired'),
  from: optionalParam(z.string()),
  to: optionalParam(z.string()),
  subscriptionId: optionalParam(z.string()),
};

/** Rows already in memory (an analysis is a few hundred rows at most), as the one batch of a sheet. */
async function* once<Row>(rows: readonly Row[]) {
  yield rows;
}

const percentOf = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);
const rounded = (value: number | null, places = 2) =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;

function flagsInWords(context: ExportContext, flags: readonly ItemFlag[]): string {
  return flags
    .map((flag) => context.t(flag.messageKey, { shift: Math.abs(flag.suggestedShiftSeconds ?? 0) }))
    .join('\n');
}

type Figure = [string, string | number | null];

/**
 * GET /api/export/ItemAnalysis: an assessment's item analysis as a workbook, the same figures as its Analysis tab
 * (the summary, the score histogram, the questions with their flags in words, each choice, response window and
 * location window); as CSV, the questions only. Staff only, as the analysis itself.
 */
export async function exportItemAnalysis(request: ExportRequest): Promise<PreparedExport> {
  const { params, context } = parseExportQuery(request, queryShape);
  const { actor, db } = request;
  const input = {
    assessmentId: params.assessmentId,
    from: params.from,
    to: params.to,
    subscriptionId: params.subscriptionId,
  };
  const analysis = await assessmentAnalysis({ actor, input, db });
  const t = context.t;
  const names = new Map(analysis.questions.map((row) => [row.questionId, row.name]));
  const order = new Map(analysis.questions.map((row, index) => [row.questionId, index]));
  const inQuestionOrder = <Row extends { questionId: string }>(rows: Row[]) =>
    rows.sort((a, b) => (order.get(a.questionId) ?? 0) - (order.get(b.questionId) ?? 0));
  const idsOf = (types: ReadonlySet<string>) =>
    analysis.questions.filter((row) => types.has(row.questionType)).map((row) => row.questionId);
  const filter = {
    assessmentId: analysis.assessment.id,
    from: analysis.from,
    to: analysis.to,
    subscriptionId: analysis.subscriptionId,
  };
  const questionName = textColumn<{ questionId: string }>(
    t('exports.columns.question'),
    (row) => names.get(row.questionId),
    32,
  );

  const questionColumns: ExportColumn<(typeof analysis.questions)[number]>[] = [
    questionName,
    textColumn(t('exports.columns.questionType'), (row) => row.questionType, 22),
    numberColumn(t('exports.columns.presented'), (row) => row.presented, 10),
    numberColumn(t('exports.columns.answered'), (row) => row.answered, 10),
    numberColumn(t('exports.columns.facility'), (row) => rounded(row.facility, 1), 10),
    numberColumn(t('exports.columns.discrimination'), (row) => rounded(row.discrimination), 14),
    numberColumn(t('exports.columns.meanResponseTime'), (row) => rounded(row.meanResponseTimeSeconds), 14),
    textColumn(t('exports.columns.flags'), (row) => flagsInWords(context, row.flags), 60),
  ];
  const questionsSheet = exportSheet(t('exports.sheets.questions'), questionColumns, once(analysis.questions));
  const filename = exportFilename(context, 'item-analysis', analysis.assessment.name);
  if (context.format === 'csv') return { filename, context, sheets: [questionsSheet] };

  const period =
    analysis.from || analysis.to ? `${analysis.from ?? '…'} – ${analysis.to ?? '…'}` : t('exports.values.anyTime');
  const summary: Figure[] = [
    [t('exports.values.analysedAssessment'), analysis.assessment.name],
    [t('exports.values.period'), period],
    [t('exports.columns.subscription'), analysis.subscriptionId ?? t('exports.values.allSubscriptions')],
    [t('exports.values.sessions'), analysis.sessionCount],
    [t('exports.values.people'), analysis.peopleCount],
    [t('exports.values.meanScore'), rounded(analysis.meanScore, 1)],
    [t('exports.values.scoreStandardDeviation'), rounded(analysis.scoreStandardDeviation, 1)],
    [t('exports.values.alpha'), rounded(analysis.reliability.alpha, 3) ?? t('exports.values.notDefined')],
    [t('exports.values.alphaQuestions'), analysis.reliability.questionCount],
  ];
  const choices = inQuestionOrder(analysis.choices);
  const windows = inQuestionOrder(analysis.responseWindows);
  const locations = inQuestionOrder(
    (await locationClicks(db, filter, idsOf(LOCATION_TYPES))).flatMap((clicks) => clicks.windows),
  );
  return {
    filename,
    context,
    sheets: [
      exportSheet(
        t('exports.sheets.analysisSummary'),
        [
          textColumn<Figure>(t('exports.columns.figure'), (row) => row[0], 36),
          { header: t('exports.columns.value'), width: 40, cell: (row: Figure) => row[1] },
        ],
        once(summary),
      ),
      exportSheet<ScoreBin>(
        t('exports.sheets.scoreHistogram'),
        [
          numberColumn(t('exports.columns.from'), (row) => row.from, 8),
          numberColumn(t('exports.columns.to'), (row) => row.to, 8),
          numberColumn(t('exports.columns.count'), (row) => row.count, 10),
        ],
        once(analysis.scoreHistogram),
      ),
      questionsSheet,
      exportSheet<ChoiceShare>(
        t('exports.sheets.choices'),
        [
          questionName,
          numberColumn(t('exports.columns.part'), (row) => row.subQuestionNumber, 6),
          textColumn(t('exports.columns.answer'), (row) => row.answerText, 32),
          numberColumn(t('exports.columns.score'), (row) => row.score, 8),
          numberColumn(t('exports.columns.chosenBy'), (row) => row.chosenBy, 10),
          numberColumn(t('exports.columns.share'), (row) => percentOf(row.share), 10),
          numberColumn(t('exports.columns.meanTotalScore'), (row) => rounded(row.meanTotalScore, 1), 16),
        ],
        once(choices),
      ),
      exportSheet<ResponseWindowFigures>(
        t('exports.sheets.responseWindows'),
        [
          questionName,
          numberColumn(t('exports.columns.windowStart'), (row) => row.startSeconds, 10),
          numberColumn(t('exports.columns.windowEnd'), (row) => row.endSeconds, 10),
          numberColumn(t('exports.columns.score'), (row) => row.score, 8),
          numberColumn(t('exports.columns.firstClickBefore'), (row) => row.firstClickBefore, 10),
          numberColumn(t('exports.columns.firstClickInside'), (row) => row.firstClickInside, 10),
          numberColumn(t('exports.columns.firstClickAfter'), (row) => row.firstClickAfter, 10),
          numberColumn(t('exports.columns.noNearClick'), (row) => row.noNearClick, 10),
          numberColumn(t('exports.columns.nearMissBefore'), (row) => row.before, 10),
          numberColumn(t('exports.columns.nearMissAfter'), (row) => row.after, 10),
          numberColumn(t('exports.columns.medianNearMiss'), (row) => row.medianNearMissSeconds, 12),
        ],
        once(windows),
      ),
      exportSheet<LocationWindowFigures>(
        t('exports.sheets.locationWindows'),
        [
          questionName,
          numberColumn(t('exports.columns.windowLeft'), (row) => row.left, 8),
          numberColumn(t('exports.columns.windowTop'), (row) => row.top, 8),
          numberColumn(t('exports.columns.windowRight'), (row) => row.right, 8),
          numberColumn(t('exports.columns.windowBottom'), (row) => row.bottom, 8),
          numberColumn(t('exports.columns.discriminationGroup'), (row) => row.discriminationGroup, 10),
          numberColumn(t('exports.columns.clicksInside'), (row) => row.clicksInside, 10),
          numberColumn(t('exports.columns.shareInside'), (row) => percentOf(row.shareInside), 10),
        ],
        once(locations),
      ),
    ],
  };
}
