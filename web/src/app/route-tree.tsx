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
import { routeModules } from './route-modules';
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
          { index: true, lazy: routeModules.home },
          { path: paths.login.path, lazy: routeModules.login },
          { path: paths.register.path, lazy: routeModules.register },
          { path: paths.about.path, lazy: routeModules.about },
          {
            Component: RequireAuth,
            children: [
              {
                path: paths.dashboard.path,
                lazy: routeModules.dashboardLayout,
                children: [
                  { index: true, lazy: routeModules.addMarathon },
                  { path: 'add-marathon', lazy: routeModules.addMarathon },
                  { path: 'my-marathons', lazy: routeModules.myMarathons },
                  {
                    path: 'applied-marathons',
                    lazy: routeModules.appliedMarathons,
                  },
                ],
              },
              { path: paths.marathons.path, lazy: routeModules.marathons },
              { path: paths.marathon.path, lazy: routeModules.marathon },
              { path: paths.updateMarathon.path, lazy: routeModules.updateMarathon },
              {
                path: paths.marathonRegister.path,
                lazy: routeModules.marathonRegister,
              },
              { path: paths.description.path, lazy: routeModules.description },
            ],
          },
          // The footer's /contact, /blog, /faq, /training and /terms land here too.
          { path: '*', lazy: routeModules.notFound },
        ],
      },
    ],
  },
];
