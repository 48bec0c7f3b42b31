// Read load: `connections` concurrent clients on GET /marathons and GET /marathon/{id} (autocannon),
// with every response's latency kept so p95 is exact (autocannon's own table has no p95).
import autocannon, { type Result as AutocannonResult } from 'autocannon';

import type { Method } from '@run/contract/http/endpoint';
import { getMarathon, listMarathons } from '@run/contract/endpoints/marathons';

import { benchClient, pathOf } from '../support/api.js';
import { emptyResult, type Progress, type SectionResult } from '../support/report.js';
import {
  LATENCY_COLUMNS,
  latencyCells,
  round,
  summarize,
  type LatencySummary,
} from '../support/stats.js';

interface LoadFigures {
  path: string;
  latencyMs: LatencySummary;
  requestsPerSecond: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

function load(
  url: string,
  method: Method,
  connections: number,
  seconds: number,
): Promise<{ result: AutocannonResult; samples: number[] }> {
  return new Promise((resolve, reject) => {
    const samples: number[] = [];
    const instance = autocannon(
      { url, method, connections, duration: seconds, timeout: 30 },
      (error, result) => {
        if (error) reject(error);
        else resolve({ result, samples });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      samples.push(responseTime);
    });
  });
}

export async function runApiLoad(
  options: {
    apiUrl: string;
    target: string;
    marathonId: string;
    connections: number;
    seconds: number;
  },
  progress: Progress,
): Promise<SectionResult> {
  const result = emptyResult();
  const figures: LoadFigures[] = [];
  const client = benchClient(options.apiUrl);
  const requests = [
    { endpoint: listMarathons, input: {} },
    { endpoint: getMarathon, input: { params: { id: options.marathonId } } },
  ];
  for (const { endpoint, input } of requests) {
    const path = pathOf(options.apiUrl, endpoint, input);
    progress(
      `  ${endpoint.method} ${path}: ${options.connections} clients for ${options.seconds} s...`,
    );
    const { result: r, samples } = await load(
      client.urlOf(endpoint, input),
      endpoint.method,
      options.connections,
      options.seconds,
    );
    figures.push({
      path,
      latencyMs: summarize(samples),
      requestsPerSecond: round(r.requests.total / r.duration),
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
    });
  }
  result.figures = {
    connections: options.connections,
    seconds: options.seconds,
    endpoints: figures,
  };
  result.tables.push({
    title: `GET load via ${options.target}: ${options.connections} concurrent clients, ${options.seconds} s each`,
    header: ['GET', ...LATENCY_COLUMNS, 'req/s', 'requests', 'non-2xx', 'errors'],
    rows: figures.map((f) => [
      f.path.replace(options.marathonId, '{id}'),
      ...latencyCells(f.latencyMs),
      f.requestsPerSecond,
      f.requests,
      f.non2xx,
      f.errors + f.timeouts,
    ]),
    note: 'No CDN cache in front: every request reaches the API and Firestore. Latency of every response, not sampled.',
  });
  return result;
}
