// What an endpoint's declaration allows beyond the API's usual limits (a larger body, a longer
// deadline: the results import), found for a request before routing, since the body parser and the
// deadline run first. Only the few endpoints that declare such a limit are matched.
import { allEndpoints } from '@run/contract/endpoints/all';
import type { EndpointSpec } from '@run/contract/http/endpoint';
import type { Request } from 'express';

type Limits = Pick<EndpointSpec, 'bodyLimitBytes' | 'deadlineMs' | 'bodyType'>;

const declared = allEndpoints
  .filter(
    (spec) =>
      spec.bodyLimitBytes !== undefined ||
      spec.deadlineMs !== undefined ||
      spec.bodyType !== undefined,
  )
  .map((spec) => ({
    method: spec.method,
    // At /api/... through Hosting and at /... on the direct function URL.
    path: new RegExp(`^(?:/api)?${spec.path.replace(/\{\w+\}/gu, '[^/]+')}/?$`, 'u'),
    limits: {
      bodyLimitBytes: spec.bodyLimitBytes,
      deadlineMs: spec.deadlineMs,
      bodyType: spec.bodyType,
    },
  }));

export function routeLimits(req: Pick<Request, 'method' | 'path'>): Limits {
  return declared.find((e) => e.method === req.method && e.path.test(req.path))?.limits ?? {};
}
