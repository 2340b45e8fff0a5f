import type { RouteObject } from 'react-router';

const listPage = async () => ({ Component: (await import('./pages/safety-metric-list-page')).SafetyMetricListPage });
const formPage = async () => ({ Component: (await import('./pages/safety-metric-form-page')).SafetyMetricFormPage });
const deletePage = async () => ({
  Component: (await import('./pages/safety-metric-delete-page')).SafetyMetricDeletePage,
});

/** Mounted under /administration (docs/product/reference-data.md#tags-and-safety-metrics). */
export const safetyMetricRoutes: RouteObject[] = [
  { path: 'safety-metrics', lazy: listPage },
  { path: 'safety-metrics/add', lazy: formPage },
  { path: 'safety-metrics/edit/:id', lazy: formPage },
  { path: 'safety-metrics/delete/:id', lazy: deletePage },
];
