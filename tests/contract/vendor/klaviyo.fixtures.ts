import type { ReplayAnswer } from '../support/replay-server';

/**
 * The marketing service's answers to a sign-up, as its API documents them, passed on by the shop's
 * backend (docs/product.md#newsletter-and-back-in-stock). Sources: github.com/klaviyo/openapi at
 * f0a30ba41254904dc410d84ca497df68f8872276, openapi/stable/apis/create_client_subscription.json
 * and create_client_back_in_stock_subscription.json (`"202": {"description": "Success"}`, no
 * content); the legacy list API, developers.klaviyo.com/en/v1-2/reference/subscribe ("If you have
 * double opt-in enabled …, API will respond with an empty list: []").
 */

/** The current client API: 202 Accepted, no body. */
export const SUBSCRIBED_AS_ACCEPTED: ReplayAnswer = { status: 202, body: undefined };

/** The legacy list API on a double opt-in list: 200 with an empty list. */
export const SUBSCRIBED_TO_DOUBLE_OPT_IN: ReplayAnswer = { status: 200, body: [] };
