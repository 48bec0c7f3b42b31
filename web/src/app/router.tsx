// Every route of SPEC.md section 2. Each screen is its own lazily loaded chunk: a route module exports
// `Component` and, where it preloads data, `loader` (react-router's lazy route modules).
import { createBrowserRouter } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { RequireAuth } from './require-auth';

export const router = createBrowserRouter([
  {
    path: '/',
    lazy: () => import('./routes/root-layout'),
    HydrateFallback: () => <Spinner />,
    children: [
      {
        // Routing errors render inside the layout, keeping header and footer.
        lazy: () => import('./routes/error-page'),
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
]);
