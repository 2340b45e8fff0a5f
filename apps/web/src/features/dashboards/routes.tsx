import type { RouteObject } from 'react-router';

/** Spec 3 §2.5 dashboards: the person's own (/me, /drivers/home), the subscription's and its team, user and assessment views. */
export const dashboardRoutes: RouteObject[] = [];
