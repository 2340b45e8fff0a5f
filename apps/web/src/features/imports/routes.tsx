import type { RouteObject } from 'react-router';

/** Spec 3 §2.1, §2.6: /import under the drivers and managers lists (and their team variants). */
export const userImportRoute: RouteObject = {
  path: 'import',
  lazy: async () => ({ Component: (await import('./pages/user-import-page')).UserImportPage }),
};

/** Spec 3 §2.1: /manage/drivers/importUserAssessmentAssignments. */
export const assignmentImportRoute: RouteObject = {
  path: 'importUserAssessmentAssignments',
  lazy: async () => ({ Component: (await import('./pages/assignment-import-page')).AssignmentImportPage }),
};
