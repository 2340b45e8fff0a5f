import { describe, expect, it } from 'vitest';
import { itemActions } from './item-actions';
import { dashboardItems, IDS } from './person-dashboard-fixtures';

const OWN = { isOwnDashboard: true, canRestart: false };
const OWN_STAFF = { isOwnDashboard: true, canRestart: true };
const MANAGER = { isOwnDashboard: false, canRestart: false };
const STAFF_VIEWING = { isOwnDashboard: false, canRestart: true };

function byName(name: string) {
  const found = dashboardItems().find((candidate) => candidate.name === name);
  if (!found) throw new Error(name);
  return found;
}

describe('itemActions', () => {
  it('offers Start on the own dashboard when nothing is started, and nothing to a manager', () => {
    const notStarted = byName('Speed awareness');
    expect(itemActions(notStarted, OWN)).toEqual([{ kind: 'start', to: `/assessment/start/${IDS.speed}` }]);
    expect(itemActions(notStarted, MANAGER)).toEqual([]);
    expect(itemActions(notStarted, STAFF_VIEWING)).toEqual([]);
  });

  it('offers Continue to the launch page of the unfinished session, with Restart for staff only', () => {
    const started = byName('Demo: Spotting hazards');
    const continueAction = { kind: 'continue', to: `/training/launch/${IDS.latestSpotting}` };
    expect(itemActions(started, OWN)).toEqual([continueAction]);
    expect(itemActions(started, OWN_STAFF)).toEqual([
      continueAction,
      { kind: 'restart', to: `/training/start/${IDS.spotting}?restart=true` },
    ]);
    expect(itemActions(started, MANAGER)).toEqual([]);
    expect(itemActions(started, STAFF_VIEWING)).toEqual([]);
  });

  it('offers View results to anyone once finished, and Retake only to the person when allowed', () => {
    const completed = byName('Demo: Hazard perception');
    const results = { kind: 'viewResults', to: `/assessment/results/${IDS.latestHazards}` };
    expect(itemActions(completed, OWN)).toEqual([results, { kind: 'retake', to: `/assessment/start/${IDS.hazards}` }]);
    expect(itemActions(completed, MANAGER)).toEqual([results]);
    expect(itemActions({ ...completed, retakeAllowed: false }, OWN)).toEqual([results]);
  });

  it('treats a session marked suspicious as finished', () => {
    const suspicious = byName('Motorway driving');
    expect(itemActions(suspicious, OWN)).toEqual([
      { kind: 'viewResults', to: `/assessment/results/${IDS.latestSuspicious}` },
    ]);
    expect(itemActions(suspicious, STAFF_VIEWING)).toEqual([
      { kind: 'viewResults', to: `/assessment/results/${IDS.latestSuspicious}` },
    ]);
  });
});
