import { isFinishedStatus, SessionStatus } from '@roadmark/domain/delivery/session-status';
import { resultsPath, type SessionKind, sessionKindOf } from '../../session-player/session-kind';
import type { PersonDashboardItemView } from './person-dashboard-types';

export type ItemActionKind = 'start' | 'continue' | 'restart' | 'viewResults' | 'retake';

export interface ItemAction {
  kind: ItemActionKind;
  /** Where the action goes: the session player's start, launch or results page. */
  to: string;
}

export interface ActionViewer {
  isOwnDashboard: boolean;
  canRestart: boolean;
}

/**
 * The actions of a dashboard card (docs/product/dashboards.md#a-persons-dashboard). Start, Continue, Restart and Retake
 * are offered only on the viewer's own dashboard: Start when no session exists; Continue when the latest session is
 * unfinished, with Restart beside it for staff (a new session: the start page with ?restart=true); when finished, View
 * results (to anyone who may see the dashboard) and Retake when allowed (the start page begins a new attempt).
 */
export function itemActions(item: PersonDashboardItemView, viewer: ActionViewer): ItemAction[] {
  const kind = sessionKindOf(item.assessmentType);
  const latest = item.latestSession;
  const own = viewer.isOwnDashboard;
  if (item.status === SessionStatus.NotStarted || !latest) {
    return own ? [{ kind: 'start', to: startPath(kind, item.assessmentId) }] : [];
  }
  if (item.status === SessionStatus.Started) {
    if (!own) return [];
    const actions: ItemAction[] = [{ kind: 'continue', to: `/${kind}/launch/${latest.id}` }];
    if (viewer.canRestart) actions.push({ kind: 'restart', to: `${startPath(kind, item.assessmentId)}?restart=true` });
    return actions;
  }
  if (!isFinishedStatus(item.status)) return [];
  const actions: ItemAction[] = [{ kind: 'viewResults', to: resultsPath(kind, latest.id) }];
  if (own && item.retakeAllowed) actions.push({ kind: 'retake', to: startPath(kind, item.assessmentId) });
  return actions;
}

export function startPath(kind: SessionKind, assessmentId: string): string {
  return `/${kind}/start/${assessmentId}`;
}
