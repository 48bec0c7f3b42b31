// The timing partner API (docs/partner-api.md): the organisers make, list and revoke a race's API
// keys; a timing company holding one pushes results and pulls the start list.
import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyParams,
  apiKeysSchema,
  partnerParticipantsQuery,
  partnerParticipantsSchema,
  partnerPushAnswerSchema,
  partnerResultsSchema,
} from '../domain/partner.js';
import { deletedSchema } from '../domain/api-types.js';
import { marathonParams } from '../domain/ids.js';
import { declare } from '../http/endpoint.js';
import { routes } from '../http/routes.js';
import { answer, failure } from './common.js';

const endpoint = declare('partner');

const RETRY_AFTER = { 'Retry-After': 'Seconds until the key’s rate limit lets it in again.' };

export const createApiKey = endpoint({
  ...routes.createApiKey,
  summary: 'Make an API key for a timing partner; the key is in this answer and never again',
  params: marathonParams,
  body: apiKeyCreateSchema,
  responses: { 201: answer('The key, shown this once, and its record.', apiKeyCreatedSchema) },
});

export const listApiKeys = endpoint({
  ...routes.listApiKeys,
  summary: 'The race’s API keys (never the keys themselves), with their last use',
  params: marathonParams,
  responses: { 200: answer('The keys, newest first.', apiKeysSchema) },
});

export const revokeApiKey = endpoint({
  ...routes.revokeApiKey,
  summary: 'Revoke an API key: its next call is 401',
  params: apiKeyParams,
  responses: { 200: answer('Revoked (0 for a key this race no longer has).', deletedSchema) },
});

export const pushResults = endpoint({
  ...routes.pushResults,
  scope: 'results:write',
  limited: true,
  summary:
    'Push up to 500 results (a finish or a split per row); a bib and timing point pushed again replaces the earlier push, and places are computed again',
  params: marathonParams,
  body: partnerResultsSchema,
  responses: {
    200: answer('What was stored.', partnerPushAnswerSchema),
    429: { ...failure('Over the key’s rate limit.'), headers: RETRY_AFTER },
  },
});

export const partnerParticipants = endpoint({
  ...routes.partnerParticipants,
  scope: 'participants:read',
  limited: true,
  summary:
    'The start list a page at a time: bib, name, distance, gender, age group and team (no contact data)',
  params: marathonParams,
  query: partnerParticipantsQuery,
  responses: {
    200: answer('A page of the race’s runners.', partnerParticipantsSchema),
    429: { ...failure('Over the key’s rate limit.'), headers: RETRY_AFTER },
  },
});
