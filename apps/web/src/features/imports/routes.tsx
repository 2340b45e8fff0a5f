import type { RouteObject } from 'react-router';

/** /import under the drivers and managers lists (and their team variants). */
export const userImportRoute: RouteObject = {
  path: 'import',
  lazy: async () => ({ Component: (await import('./pages/user-import-page')).UserImportPage }),
};

/** /manage/drivers/importUserAssessmentAssignments: the assignment import. */
export const assignmentImportRoute: RouteObject = {
  path: 'importUserAssessmentAssignments',
  lazy: async () => ({ Component: (await import('./pages/assignment-import-page')).AssignmentImportPage }),
};
