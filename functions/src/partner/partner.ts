// The timing partner API's public operations (docs/partner-api.md): the organisers' API keys, the key
// gate the route adapter lets a partner's call in by, and the start list a partner pulls. Pushed
// results are the results domain's (results/push.ts).
export { partnerGate } from './gate.js';
export { createApiKey, keysMadeBy, listApiKeys, revokeApiKey } from './keys.js';
export { partnerParticipants } from './participants.js';
