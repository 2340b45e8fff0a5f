import type { RouteObject } from 'react-router';

const listPage = async () => ({ Component: (await import('./pages/tag-list-page')).TagListPage });
const formPage = async () => ({ Component: (await import('./pages/tag-form-page')).TagFormPage });
const deletePage = async () => ({ Component: (await import('./pages/tag-delete-page')).TagDeletePage });

/** Mounted under /administration (docs/product/reference-data.md#tags-and-safety-metrics). */
export const tagRoutes: RouteObject[] = [
  { path: 'tags', lazy: listPage },
  { path: 'tags/add', lazy: formPage },
  { path: 'tags/edit/:id', lazy: formPage },
  { path: 'tags/delete/:id', lazy: deletePage },
];
