import type { RouteObject } from 'react-router';
import { ALL_ASSESSMENT_KINDS, type AssessmentKind } from './assessment-kinds';

function kindRoutes(kind: AssessmentKind): RouteObject[] {
  const listPage = async () => {
    const { AssessmentListPage } = await import('./pages/assessment-list-page');
    return { Component: () => <AssessmentListPage kind={kind} /> };
  };
  const editorPage = async () => {
    const { AssessmentEditorPage } = await import('./editor/assessment-editor-page');
    return { Component: () => <AssessmentEditorPage kind={kind} /> };
  };
  const deletePage = async () => {
    const { AssessmentDeletePage } = await import('./pages/assessment-delete-page');
    return { Component: () => <AssessmentDeletePage kind={kind} /> };
  };
  return [
    { path: kind.path, lazy: listPage },
    { path: `${kind.path}/add`, lazy: editorPage },
    { path: `${kind.path}/edit/:id`, lazy: editorPage },
    { path: `${kind.path}/delete/:id`, lazy: deletePage },
  ];
}

/** Mounted under /administration: assessments and training modules (docs/product/content-editor.md#lists). */
export const assessmentRoutes: RouteObject[] = ALL_ASSESSMENT_KINDS.flatMap(kindRoutes);
