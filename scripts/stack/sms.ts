// Text messages on the local stack: the SMS catcher (functions/src/providers/fixtures/sms-catcher.ts),
// run in the stack's own process, stands in for Twilio's REST API; the functions' Twilio params point
// the SDK at it. Nothing leaves the machine: it keeps every text and relays none.
import {
  startSmsCatcher,
  type SmsCatcher,
} from '../../functions/src/providers/fixtures/sms-catcher.js';
import type { Ports } from './ports.js';

/** A made-up account of Twilio's shape (AC and 32 hex digits); the catcher takes any account and token. */
const LOCAL_TWILIO_ACCOUNT = 'AC00000000000000000000000000000000';

export function smsCatcherUrl(ports: Ports): string {
  return `http://127.0.0.1:${ports.smsWeb}`;
}

/** The functions' Twilio params for this offset (functions/src/messages/sms-sender.ts). */
export function smsEnv(ports: Ports): Record<string, string> {
  return {
    TWILIO_ACCOUNT_SID: LOCAL_TWILIO_ACCOUNT,
    // Twilio's own test number for a sender.
    TWILIO_FROM: '+15005550006',
    TWILIO_API_URL: smsCatcherUrl(ports),
  };
}

export function startSmsCatcherFor(ports: Ports): Promise<SmsCatcher> {
  return startSmsCatcher(ports.smsWeb);
}
