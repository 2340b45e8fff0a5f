import { localeOfAcceptLanguage } from '@roadmark/domain/locale-match';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { unauthenticated } from '../../platform/errors.ts';
import { perMinute } from '../../platform/http/rate-limit.ts';
import { exportAssessmentResults } from './export-assessment-results.ts';
import { exportBlankAssessmentImport } from './export-blank-assessment-import.ts';
import type { ExportRequest } from './export-context.ts';
import { exportDetailedAssessmentResults } from './export-detailed-assessment-results.ts';
import type { PreparedExport } from './export-file.ts';
import { exportItemAnalysis } from './export-item-analysis.ts';
import { exportResponseRawData } from './export-response-raw-data.ts';
import { exportSeatsBreakdown } from './export-seats-breakdown.ts';
import { exportStudy } from './export-study.ts';
import { exportSubscriptionDashboard } from './export-subscription-dashboard.ts';
import { exportUsers } from './export-users.ts';
import { sendExport } from './send-export.ts';

export interface ExportRouteDeps {
  db: Database;
  actorOf: (request: FastifyRequest, reply: FastifyReply) => Promise<Actor | null>;
  pinEmailDomain: string;
  exportsPerMinute: number;
}

/**
 * The downloads under /api/export (docs/product/imports-and-exports.md#exports), each answered as a streamed xlsx (or
 * CSV) file.
 */
const EXPORTS: Record<string, (request: ExportRequest) => Promise<PreparedExport>> = {
  Users: exportUsers,
  SeatsBreakdown: exportSeatsBreakdown,
  AssessmentResults: exportAssessmentResults,
  DetailedAssessmentResults: exportDetailedAssessmentResults,
  SubscriptionDashboard: exportSubscriptionDashboard,
  BlankAssessmentImport: exportBlankAssessmentImport,
  responseRawData: exportResponseRawData,
  Study: exportStudy,
  ItemAnalysis: exportItemAnalysis,
};

/**
 * The export downloads (docs/product/imports-and-exports.md#exports, the study export:
 * docs/product/studies.md#study-export). Each checks the actor and every parameter before the first byte is sent, then
 * streams. HEAD is not routed: it would run the whole export.
 */
export function registerExportRoutes(app: FastifyInstance, deps: ExportRouteDeps): void {
  for (const [name, prepare] of Object.entries(EXPORTS)) {
    app.get(
      `/api/export/${name}`,
      { ...perMinute(deps.exportsPerMinute), exposeHeadRoute: false },
      async (request, reply) => {
        const actor = await deps.actorOf(request, reply);
        if (!actor) throw unauthenticated();
        const prepared = await prepare({
          actor,
          input: request.query,
          db: deps.db,
          locale: localeOfAcceptLanguage(request.headers['accept-language']),
          pinEmailDomain: deps.pinEmailDomain,
        });
        return sendExport(request, reply, prepared);
      },
    );
  }
}
