// The browser's router over the route tree (route-tree.tsx). createBrowserRouter starts loading the
// first page's lazy route modules at once; boot/start.tsx waits for that when the page was prerendered.
import { createBrowserRouter } from 'react-router';

import { routes } from './route-tree';

export const router = createBrowserRouter(routes);
