// The timing partner API (docs/partner-api.md): the organisers make, list and revoke a race's API
// keys; a timing company holding one pushes results and pulls the start list.
import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeysSchema,
  partnerParticipantsQuery,
  partnerParticipantsSchema,
  partnerPushAnswerSchema,
  partnerResultsSchema,
} from '../domain/partner.js';
import { deletedSchema } from '../domain/api-types.js';
import { declare } from './declare.js';
import { answer, failure } from './common.js';

const RETRY_AFTER = { 'Retry-After': 'Seconds until the key’s rate limit lets it in again.' };

export const { createApiKey, listApiKeys, revokeApiKey, pushResults, partnerParticipants } =
  declare('partner', {
    createApiKey: {
      summary: 'Make an API key for a timing partner; the key is in this answer and never again',
      body: apiKeyCreateSchema,
      responses: { 201: answer('The key, shown this once, and its record.', apiKeyCreatedSchema) },
    },

    listApiKeys: {
      summary: 'The race’s API keys (never the keys themselves), with their last use',
      responses: { 200: answer('The keys, newest first.', apiKeysSchema) },
    },

    revokeApiKey: {
      summary: 'Revoke an API key: its next call is 401',
      responses: { 200: answer('Revoked (0 for a key this race no longer has).', deletedSchema) },
    },

    pushResults: {
      scope: 'results:write',
      limited: true,
      summary:
        'Push up to 500 results (a finish or a split per row); a bib and timing point pushed again replaces the earlier push, and places are computed again',
      body: partnerResultsSchema,
      responses: {
        200: answer('What was stored.', partnerPushAnswerSchema),
        429: { ...failure('Over the key’s rate limit.'), headers: RETRY_AFTER },
      },
    },

    partnerParticipants: {
      scope: 'participants:read',
      limited: true,
      summary:
        'The start list a page at a time: bib, name, distance, gender, age group and team (no contact data)',
      query: partnerParticipantsQuery,
      responses: {
        200: answer('A page of the race’s runners.', partnerParticipantsSchema),
        429: { ...failure('Over the key’s rate limit.'), headers: RETRY_AFTER },
      },
    },
  });
