// A provider's signed webhook (payments' and payouts' alike): the event verified over the body's
// bytes as sent (400 when it does not verify), then taken by the domain that owns it.

/** The request a webhook is verified over: the body's bytes as sent and its headers. */
export interface RawWebhook {
  body: () => Buffer;
  header: (name: string) => string | undefined;
}

/** A provider as a webhook meets it: what verifies the signature and reads the event. */
export interface WebhookVerifier<E> {
  verify(rawBody: Buffer, header: RawWebhook['header']): Promise<E>;
}

export async function receiveWebhook<E>(
  provider: WebhookVerifier<E>,
  raw: RawWebhook,
  take: (event: E) => Promise<void>,
): Promise<{ received: true }> {
  await take(await provider.verify(raw.body(), raw.header));
  return { received: true };
}
