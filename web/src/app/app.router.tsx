import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { isRouteAvailable, ROUTE_ALIASES, ROUTE_REGISTRY } from '../lib/route.registry';
import { loadAntdScope } from './app.antd-island';
import { RootLayout } from './app.root-layout';
import { RouteError } from './app.route-error';
import { ROUTE_LOADERS } from './app.routes';

const childrenOf = (layout: 'public' | 'frame', isLight: boolean): RouteObject[] =>
  ROUTE_REGISTRY.filter((route) => route.layout === layout && Boolean(route.isLight) === isLight).map((route) => ({
    path: route.path,
    lazy: ROUTE_LOADERS[route.path],
  }));

/** A pathless layout route: the antd scope (theme, locale, toasts) around the pages that use antd (ADR 024). */
const inAntd = (children: RouteObject[]): RouteObject => ({
  lazy: () => loadAntdScope().then((scope) => ({ Component: scope.AntdLayout })),
  children,
});

const aliasRoutes: RouteObject[] = Object.entries(ROUTE_ALIASES)
  .filter(([, target]) => isRouteAvailable(target))
  .map(([path, target]) => ({ path, element: <Navigate to={target} replace /> }));

/**
 * SPEC §2: hash routes; the frame shell (header, menus, drawers, guard) is a lazily loaded chunk, and antd loads only
 * with the pages that use it.
 */
export const router = createHashRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        lazy: () => import('./app.public-layout').then((module) => ({ Component: module.PublicLayout })),
        children: [
          ...childrenOf('public', true),
          inAntd(childrenOf('public', false)),
          { path: '*', lazy: ROUTE_LOADERS['/404'] },
        ],
      },
      inAntd([
        {
          lazy: () => import('./app.frame-layout').then((module) => ({ Component: module.FrameLayout })),
          children: [
            ...childrenOf('frame', false),
            // ADR 029: an unknown or unbuilt screen under /frame is the app's own 'not found', inside the frame.
            {
              path: '/frame/*',
              lazy: () => import('./app.frame-not-found').then((module) => ({ Component: module.FrameNotFound })),
            },
          ],
        },
      ]),
      ...aliasRoutes,
    ],
  },
]);
