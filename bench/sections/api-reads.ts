// Firestore document reads per request, counted by the local Firestore server (GET /run/v1/stats),
// for the calls the home page, the list and a details page make.
import { listOpinions } from '@run/contract/endpoints/community';
import { featuredMarathons, getMarathon, listMarathons } from '@run/contract/endpoints/marathons';
import type { EndpointSpec } from '@run/contract/http/endpoint';

import { nameOf, timedCall } from '../support/api.js';
import { readStats, resetStats } from '../support/firestore-stats.js';
import { emptyResult, type SectionResult } from '../support/report.js';

const SAMPLES = 3;

export async function runApiReads(options: {
  apiUrl: string;
  firestoreHost: string;
  detailsId: string | null;
  /** A marathon with registrations and its creator's token, for the creator's details view. */
  creatorView: { marathonId: string; token: string } | null;
}): Promise<SectionResult> {
  const result = emptyResult();
  const calls: {
    label: string;
    endpoint: EndpointSpec;
    params?: Record<string, string>;
    token?: string;
  }[] = [
    { label: `${nameOf(featuredMarathons)} (home)`, endpoint: featuredMarathons },
    { label: `${nameOf(listOpinions)} (home)`, endpoint: listOpinions },
    { label: `${nameOf(listMarathons)} (list, first page)`, endpoint: listMarathons },
  ];
  if (options.detailsId !== null) {
    calls.push({
      label: `${nameOf(getMarathon)} (details)`,
      endpoint: getMarathon,
      params: { id: options.detailsId },
    });
  }
  if (options.creatorView !== null) {
    const { marathonId, token } = options.creatorView;
    calls.push({
      label: `${nameOf(getMarathon)} as its creator (+ participants)`,
      endpoint: getMarathon,
      params: { id: marathonId },
      token,
    });
  }
  if (
    !(await resetStats(options.firestoreHost)) ||
    (await readStats(options.firestoreHost)) === null
  ) {
    result.warnings.push(
      `No stats endpoint at http://${options.firestoreHost}/run/v1/stats: reads per request not measured (official emulator?).`,
    );
    return result;
  }
  const rows: { label: string; reads: number[]; status: number }[] = [];
  for (const call of calls) {
    const reads: number[] = [];
    let status = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      await resetStats(options.firestoreHost);
      status = (await timedCall(options.apiUrl, call.endpoint, call)).status;
      reads.push((await readStats(options.firestoreHost))?.documentsRead ?? Number.NaN);
    }
    rows.push({ label: call.label, reads, status });
  }
  result.figures = { samplesPerCall: SAMPLES, calls: rows };
  result.tables.push({
    title: 'Firestore document reads per request',
    header: ['call', 'reads (each sample)', 'max', 'status'],
    rows: rows.map((r) => [r.label, r.reads.join(', '), Math.max(...r.reads), r.status]),
    note: "documentsRead from the local Firestore server's stats, reset before each request; nothing else runs meanwhile.",
  });
  return result;
}
