// Texts through Twilio's own Node SDK: one call, `sendSms`, creating a Message on the account. Under
// the emulators (and in the adapter's tests) `apiUrl` points the SDK's REST domain at the local SMS
// catcher (providers/fixtures/sms-catcher.ts), which speaks the part of Twilio's API the SDK uses.

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** Twilio's REST API by default; the local catcher's origin under the emulators. */
  apiUrl?: string;
}

export interface SmsToSend {
  /** E.164. */
  to: string;
  body: string;
  /** The sending number (E.164) or alphanumeric sender id. */
  from: string;
}

export interface SmsProvider {
  /** Hands the text to the provider; answers the provider's id of it. Throws when refused. */
  sendSms(sms: SmsToSend): Promise<{ sid: string }>;
}

/** The SDK's client, made once the first text is sent. */
async function twilioClient(options: TwilioOptions) {
  // Imported here, not at the top: the SDK (about 100 ms of loading) would otherwise load with
  // every function instance, where only the SMS sender uses it (functions/build.mjs).
  const { default: twilio } = await import('twilio');
  // The SDK's own retries stay off: the outbox retries with its backoff (mail/delivery.ts).
  const client = twilio(options.accountSid, options.authToken, {
    autoRetry: false,
    timeout: 30_000,
  });
  // The SDK's documented seam: each domain's `baseUrl` (https://api.twilio.com for the REST API).
  if (options.apiUrl !== undefined && options.apiUrl !== '') client.api.baseUrl = options.apiUrl;
  return client;
}

export function twilioSms(options: TwilioOptions): SmsProvider {
  let client: ReturnType<typeof twilioClient> | undefined;
  return {
    async sendSms({ to, body, from }) {
      client ??= twilioClient(options);
      const message = await (await client).messages.create({ to, body, from });
      return { sid: message.sid };
    },
  };
}
