// Results (docs/results.md): the organisers import a timing CSV per distance and publish it; anyone
// reads published results, one runner's result and its certificate; a runner may hide their name;
// the home page shows the top finishers of the latest official results.

import {
  resultCardSchema,
  resultsImportAnswerSchema,
  resultsImportSchema,
  resultsPageSchema,
  resultsPublishedSchema,
  resultsPublishSchema,
  resultsQuery,
  resultsVisibilityAnswerSchema,
  resultsVisibilitySchema,
  topFinishersSchema,
} from '../domain/results.js';
import { declare } from './declare.js';
import { answer, fileImport, conflict, notRegistered, runnerParams } from './common.js';

const PUBLIC_CACHE = { 'Cache-Control': 'Published results are public for 60 seconds.' };

export const {
  importResults,
  publishResults,
  listResults,
  getResult,
  resultCertificate,
  setResultsVisibility,
  topFinishers,
} = declare('results', {
  importResults: {
    summary:
      'Import a distance’s results from a timing CSV (at most 5 MB and 50,000 rows); again replaces them',
    body: resultsImportSchema,
    ...fileImport,
    responses: {
      200: answer(
        'What was read, matched and stored; unknown bibs and bad lines are listed and not stored.',
        resultsImportAnswerSchema,
      ),
    },
  },

  publishResults: {
    summary:
      'Publish a distance’s results as preliminary or official (official mails each finisher)',
    body: resultsPublishSchema,
    responses: {
      200: answer('Published.', resultsPublishedSchema),
      409: conflict(
        'The distance has no results to publish, or has not started yet: results are published only once the race has started (the distance’s own start time, else the race’s, in its time zone), and the error names that start, e.g. “Results can be published once the race has started (Sun 11 Apr 2027, 07:30 America/Chicago).” Nothing changes. Importing before the start stays allowed.',
      ),
    },
  },

  listResults: {
    summary:
      'A distance’s results, by place; searched by bib or the start of a name, filtered by gender or age group',
    // Public once published (cached 60 s, per Authorization); the race's staff also see unpublished ones.
    cache: 'public',
    query: resultsQuery,
    responses: {
      200: { ...answer('A page of results.', resultsPageSchema), headers: PUBLIC_CACHE },
    },
  },

  getResult: {
    summary: 'One runner’s result by bib, for the result card',
    cache: 'public',
    responses: {
      200: { ...answer('The result.', resultCardSchema), headers: PUBLIC_CACHE },
    },
  },

  resultCertificate: {
    summary: 'A one-page PDF certificate of one runner’s result',
    cache: 'public',
    responses: {
      200: { description: 'The certificate.', file: 'application/pdf', headers: PUBLIC_CACHE },
    },
  },

  setResultsVisibility: {
    summary: 'Hide (or show again) the caller’s name in the race’s public results',
    self: { param: 'userId', refusal: 'not_own_name' },
    params: runnerParams,
    body: resultsVisibilitySchema,
    responses: {
      200: answer('Whether the name is hidden now.', resultsVisibilityAnswerSchema),
      404: notRegistered,
    },
  },

  topFinishers: {
    summary: 'The first three of the official results published last, for the home page',
    responses: { 200: answer('The race and its first three.', topFinishersSchema) },
  },
});
