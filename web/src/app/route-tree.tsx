// Every route of SPEC.md section 2, shared by the browser router (router.tsx) and the build-time
// prerender of the home page (prerender.tsx). Each screen is its own lazily loaded chunk: a route
// module exports `Component` and, where it preloads data, `loader` (react-router's lazy route
// modules). The shell (header, footer) and the error boundary are in the entry: as lazy routes they
// made a chain of requests (entry -> layout -> error page -> screen) before anything painted. Now the
// shell paints with the spinner (HydrateFallback) in <main> while the screen's chunk loads.
import type { RouteObject } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { RequireAuth } from './require-auth';
import { Component as RootLayout } from './routes/root-layout';
import { ErrorBoundary } from './routes/error-page';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        // Routing errors render inside the layout, keeping header and footer.
        ErrorBoundary,
        HydrateFallback: () => <Spinner />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: paths.login.path, lazy: () => import('./routes/login') },
          { path: paths.register.path, lazy: () => import('./routes/register') },
          { path: paths.about.path, lazy: () => import('./routes/about') },
          {
            Component: RequireAuth,
            children: [
              {
                path: paths.dashboard.path,
                lazy: () => import('./routes/dashboard/layout'),
                children: [
                  { index: true, lazy: () => import('./routes/dashboard/add-marathon') },
                  { path: 'add-marathon', lazy: () => import('./routes/dashboard/add-marathon') },
                  { path: 'my-marathons', lazy: () => import('./routes/dashboard/my-marathons') },
                  {
                    path: 'applied-marathons',
                    lazy: () => import('./routes/dashboard/applied-marathons'),
                  },
                ],
              },
              { path: paths.marathons.path, lazy: () => import('./routes/marathons') },
              { path: paths.marathon.path, lazy: () => import('./routes/marathon-details') },
              { path: paths.updateMarathon.path, lazy: () => import('./routes/update-marathon') },
              {
                path: paths.marathonRegister.path,
                lazy: () => import('./routes/marathon-register'),
              },
              { path: paths.description.path, lazy: () => import('./routes/description') },
            ],
          },
          // The footer's /contact, /blog, /faq, /training and /terms land here too.
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];
