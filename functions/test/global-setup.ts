// Clears Firestore and the Auth emulator once before the suite; tests then create what they need,
// each with its own marathons and users, so files run in parallel safely.
import * as health from '@run/contract/endpoints/health';

import { apiClient } from '../../test-support/api-client.js';

export default async function setup(): Promise<void> {
  const project = process.env.GCLOUD_PROJECT ?? 'demo-run';
  const firestore = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8090';
  const authHost = process.env.AUTH_EMULATOR_HOST ?? '127.0.0.1:9109';
  const api = process.env.API_BASE_URL ?? 'http://127.0.0.1:5010/api';
  const clear = async (url: string) => {
    const res = await fetch(url, { method: 'DELETE' });
    if (!res.ok) throw new Error(`Could not clear ${url}: ${res.status} ${await res.text()}`);
  };
  await clear(`http://${firestore}/emulator/v1/projects/${project}/databases/(default)/documents`);
  await clear(`http://${authHost}/emulator/v1/projects/${project}/accounts`);
  const { status } = await apiClient(api).call(health.health);
  if (status < 200 || status > 299)
    throw new Error(`The API at ${api} is not healthy (${status}); start the stack first.`);
}
