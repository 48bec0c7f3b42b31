// A PayPal payment's order (docs/payments.md, "PayPal"): created for the amount due (intent CAPTURE)
// naming the registration, with the paymentId as `PayPal-Request-Id` so a retried start never makes
// two orders; in `connect` mode paid to the organiser's PayPal account with the site's fee as a
// platform fee. Captured once the runner approved it, from the return page or the webhook with the
// same request id, so PayPal captures once.
import {
  ApiError,
  CheckoutPaymentIntent,
  type OrdersController,
  type Order,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type PurchaseUnitRequest,
} from '@paypal/paypal-server-sdk';

import { conflict } from '../lib/http-error.js';
import { fromPayPalValue, toPayPalValue } from './paypal-amount.js';
import type { ProviderEvent, StartRequest, Started } from './provider.js';

/**
 * `connect` mode (docs/payments.md, "Connected charges"): the organiser's merchant id is the payee,
 * so the money lands in their PayPal account, and the site's fee is a platform fee PayPal moves to
 * the site's account at capture. A refund of such an order is asked like any other (paypal-provider
 * `refund`): PayPal gives back the platform fee in proportion to the refund by itself.
 */
function connectedUnit({ connect, currency }: StartRequest): Partial<PurchaseUnitRequest> {
  if (!connect) return {};
  return {
    payee: { merchantId: connect.destination },
    paymentInstruction: {
      platformFees: [
        { amount: { currencyCode: currency, value: toPayPalValue(connect.platformFee, currency) } },
      ],
    },
  };
}

/** Creates the payment's order; `back` is the site's return page for it. */
export async function startOrder(
  orders: OrdersController,
  p: StartRequest,
  back: string,
): Promise<Started> {
  const { result } = await orders.createOrder({
    paypalRequestId: p.paymentId,
    prefer: 'return=representation',
    body: {
      intent: CheckoutPaymentIntent.Capture,
      purchaseUnits: [
        {
          referenceId: `${p.marathonId}:${p.userId}`,
          customId: p.paymentId,
          description: `${p.title}: ${p.distanceName}`.slice(0, 127),
          amount: { currencyCode: p.currency, value: toPayPalValue(p.amount, p.currency) },
          ...connectedUnit(p),
        },
      ],
      paymentSource: {
        paypal: {
          experienceContext: {
            returnUrl: back,
            cancelUrl: `${back}?cancelled=1`,
            userAction: PaypalExperienceUserAction.PayNow,
            shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
          },
        },
      },
    },
  });
  const approve = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
  if (!result.id || !approve) throw new Error('PayPal returned an order without its approval link');
  return { providerRef: result.id, redirectUrl: approve.href };
}

const captureKind = (status: string | undefined): ProviderEvent['kind'] =>
  status === 'COMPLETED'
    ? 'succeeded'
    : status === 'DECLINED' || status === 'FAILED'
      ? 'failed'
      : // PENDING (an eCheck, a review): its own PAYMENT.CAPTURE.COMPLETED or DENIED follows.
        'ignored';

/** An order's capture (the first of its one purchase unit) read as the event it amounts to. */
function captureEvent(order: Order, id: string, type: string, paymentId: string): ProviderEvent {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  const paid = capture?.amount ?? unit?.amount;
  return {
    id,
    type,
    kind: captureKind(capture?.status),
    paymentId: unit?.customId ?? paymentId,
    intent: capture?.id ?? null,
    amount: paid ? fromPayPalValue(paid.value, paid.currencyCode) : 0,
    currency: paid?.currencyCode ?? '',
  };
}

/**
 * Captures the order of `paymentId` once, read as the capture's event: under the webhook's event
 * `id` and `type` when the webhook captures it, else as the return page's. An order the runner did
 * not approve is 409.
 */
export async function captureOrder(
  orders: OrdersController,
  orderId: string,
  paymentId: string,
  id?: string,
  type?: string,
): Promise<ProviderEvent> {
  try {
    const { result } = await orders.captureOrder({
      id: orderId,
      // Capture on return and capture from the webhook send the same key: PayPal captures once.
      paypalRequestId: `capture-${paymentId}`,
      prefer: 'return=representation',
    });
    const captureId = result.purchaseUnits?.[0]?.payments?.captures?.[0]?.id ?? orderId;
    return captureEvent(
      result,
      id ?? `capture-${captureId}`,
      type ?? 'capture (return page)',
      paymentId,
    );
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 422) throw conflict('paypal_not_approved');
    throw err;
  }
}
