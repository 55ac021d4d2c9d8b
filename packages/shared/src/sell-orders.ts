import { z } from 'zod';
import { text } from './text.ts';
import { CARD_ISSUE_KEYS, CARD_MESSAGES, cardExpiryIssue, cardNumberIssue } from './cards.ts';
import { MIN_SELL_PRICE } from './constants.ts';
import { okEnvelope } from './envelope.ts';
import { en, type TranslationKey } from './i18n/en.ts';
import { issueText } from './i18n/issue-text.ts';
import { translate } from './i18n/translate.ts';
import { SELL_RARITY_OPTIONS } from './rarities.ts';
import { TRADE_URL_ISSUES, tradeUrlIssue } from './steam.ts';

/** Spec §4 Sell order statuses, with their labels. */
export const SELL_ORDER_STATUSES = ['pending', 'offer', 'accepted', 'rejected', 'skin_received', 'sold', 'returned', 'cancelled'] as const;
export type SellOrderStatus = (typeof SELL_ORDER_STATUSES)[number];
export const SELL_ORDER_STATUS_LABELS: Record<SellOrderStatus, string> = {
  pending: 'Pending',
  offer: 'Offer Available',
  accepted: 'Accepted',
  rejected: 'Rejected',
  skin_received: 'Skin Received',
  sold: 'Sold',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

/**
 * Who may do what, in which status (DESIGN.md, Sell orders). The api enforces it; the web app reads it to
 * show only the buttons that can work. `system` is the shop's trading engine: the skin is received when the
 * seller accepts the bot's trade offer (never on anyone's word), an intake that fails for good cancels the
 * order, and a trade the seller reverses inside Steam's protection window returns it.
 */
export const SELL_ORDER_ACTIONS = {
  edit: { actor: 'seller', from: ['pending'], to: null },
  delete: { actor: 'seller', from: ['pending'], to: null },
  accept: { actor: 'seller', from: ['offer'], to: 'accepted' },
  reject: { actor: 'seller', from: ['offer'], to: 'rejected' },
  offer: { actor: 'staff', from: ['pending', 'offer'], to: 'offer' },
  receive: { actor: 'system', from: ['accepted'], to: 'skin_received' },
  intake_failed: { actor: 'system', from: ['accepted'], to: 'cancelled' },
  offer_lapsed: { actor: 'system', from: ['offer'], to: 'pending' },
  reversed: { actor: 'system', from: ['skin_received'], to: 'returned' },
  sell: { actor: 'staff', from: ['skin_received'], to: 'sold' },
  return: { actor: 'staff', from: ['accepted', 'skin_received'], to: 'returned' },
  cancel: { actor: 'staff', from: ['pending', 'offer', 'accepted'], to: 'cancelled' },
} as const satisfies Record<string, { actor: 'seller' | 'staff' | 'system'; from: readonly SellOrderStatus[]; to: SellOrderStatus | null }>;
export type SellOrderAction = keyof typeof SELL_ORDER_ACTIONS;

const ACTION_PAST: Record<SellOrderAction, string> = {
  edit: 'edited',
  delete: 'deleted',
  accept: 'accepted',
  reject: 'rejected',
  offer: 'given an offer',
  receive: 'marked as received',
  intake_failed: 'cancelled for a failed intake',
  offer_lapsed: 'given back after its offer lapsed',
  reversed: 'returned after a reversed trade',
  sell: 'marked as sold',
  return: 'returned',
  cancel: 'cancelled',
};

/** Sell orders that still wait for staff or for the skin: a seller holds at most SELL_ORDER_LIMITS.openPerSeller. */
export const OPEN_SELL_ORDER_STATUSES = ['pending', 'offer', 'accepted'] as const satisfies readonly SellOrderStatus[];

/**
 * Each open sell order waits for staff, so one seller's flood would hold up everyone's: a cap on what one
 * seller has open at once, and on how many they create an hour (deleting and creating again passes the cap).
 */
export const SELL_ORDER_LIMITS = { openPerSeller: 20, createdPerHour: 30 } as const;

export const SELL_ORDER_MESSAGES = {
  // The dictionary's English text, so the api's answer and the web's (in every language) say the same.
  tooManyOpen: translate(en, 'errors.tooManyOpenSellOrders', { max: SELL_ORDER_LIMITS.openPerSeller }),
  notAllowed: (action: SellOrderAction, status: SellOrderStatus) =>
    `This sell order cannot be ${ACTION_PAST[action]} while it is ${SELL_ORDER_STATUS_LABELS[status]}.`,
  changedMeanwhile: 'This sell order was changed meanwhile. Reload it and try again.',
  missingPayment: 'Missing Payment Information',
  sellerOnly: 'Seller Access Required',
  notFound: 'Sell order not found',
} as const;

/** How long staff's offer stands for the seller to answer. */
export const SELL_OFFER_VALID_DAYS = 7;

/** Spec §9: the most a seller may ask. */
export const MAX_SELL_PRICE = 1_000_000;

/** A required text: the api answers in Laravel's words, the web form with the §5 text of `requiredKey`. */
const requiredText = (field: string, requiredKey: TranslationKey, max = 190) => {
  const required = issueText(requiredKey, `The ${field} field is required.`);
  return text({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: issueText('validation.maxLength', `The ${field} may not be greater than ${max} characters.`, { max }) });
};

/** A price as typed ('12.50') or sent (12.5): a blank text is missing, any other text must be a plain decimal number. */
const priceInput = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
};
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** POST /api/sell-orders and PUT /api/sell-orders/{id}; also the sell form and 'Edit Sell Order' (spec §5 Sell form). */
export const sellOrderBodySchema = z.object({
  skin_name: requiredText('skin name', 'validation.skinNameRequired', 150),
  quality: z.enum(SELL_RARITY_OPTIONS, { error: issueText('validation.rarityRequired', 'The selected quality is invalid.') }),
  price: z.preprocess(
    priceInput,
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? issueText('validation.priceRequired', 'The price field is required.')()
            : issueText('validation.invalidNumber', 'The price must be a number.')(),
      })
      .min(MIN_SELL_PRICE, { error: issueText('validation.priceMin', `The price must be at least ${MIN_SELL_PRICE}.`, { min: MIN_SELL_PRICE }) })
      .max(MAX_SELL_PRICE, { error: issueText('validation.priceMax', `The price may not be greater than ${MAX_SELL_PRICE}.`, { max: MAX_SELL_PRICE }) })
      .refine(hasTwoDecimalsAtMost, { error: issueText('sellOrders.priceDecimals', 'The price may have at most 2 decimals.') }),
  ),
  steam_link: requiredText('steam link', 'validation.steamLinkRequired', 255).refine((value) => /^https?:\/\//i.test(value), {
    error: issueText('validation.urlProtocol', 'The steam link must be a valid URL.'),
  }),
  currency: z.string().trim().toUpperCase().length(3).optional(),
  /** Beyond §7: the Steam asset the inventory picker chose, so the bot asks for exactly that copy. */
  asset_id: z.string().regex(/^\d{1,20}$/, 'The asset id is invalid.').optional(),
});
export type SellOrderBody = z.output<typeof sellOrderBodySchema>;
export type SellOrderInput = z.input<typeof sellOrderBodySchema>;

/** POST /api/sell-orders/{id}/accept. A CVV/CVC field is refused outright: it must never reach us. */
export const acceptOfferBodySchema = z
  .object({
    trade_url: text({ error: TRADE_URL_ISSUES.required.apiText }).trim().min(1, { error: issueText(TRADE_URL_ISSUES.required.key, TRADE_URL_ISSUES.required.apiText) }),
    card_number: z.string({ error: CARD_MESSAGES.incomplete }).superRefine((value, ctx) => {
      const issue = cardNumberIssue(value);
      if (issue) ctx.addIssue({ code: 'custom', message: issueText(CARD_ISSUE_KEYS[issue], CARD_MESSAGES[issue])() });
    }),
    card_holder_name: text({ error: CARD_MESSAGES.incomplete })
      .trim()
      .min(3, { error: issueText('validation.cardHolderName', CARD_MESSAGES.holder) })
      .max(100, { error: issueText('validation.maxLength', 'The card holder name may not be greater than 100 characters.', { max: 100 }) }),
    card_expire_date: z.string({ error: CARD_MESSAGES.incomplete }).superRefine((value, ctx) => {
      const issue = cardExpiryIssue(value);
      if (issue) ctx.addIssue({ code: 'custom', message: issueText(CARD_ISSUE_KEYS[issue], CARD_MESSAGES[issue])() });
    }),
    currency: z.string().trim().toUpperCase().length(3).optional(),
  })
  .passthrough()
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body)) {
      if (/^(cvv|cvc|cvv2|cvc2|card_cvv|card_cvc|security_code)$/i.test(key)) ctx.addIssue({ code: 'custom', path: [key], message: CARD_MESSAGES.noCvv });
    }
    // The account check needs the signed-in user: the service applies it (and the web form, which knows the SteamID).
    const issue = body.trade_url ? tradeUrlIssue(body.trade_url) : null;
    if (issue) {
      const { key, params, apiText } = TRADE_URL_ISSUES[issue];
      ctx.addIssue({ code: 'custom', path: ['trade_url'], message: issueText(key, apiText, params)() });
    }
  })
  .transform(({ trade_url, card_number, card_holder_name, card_expire_date, currency }) => ({ trade_url, card_number, card_holder_name, card_expire_date, currency }));
export type AcceptOfferBody = z.output<typeof acceptOfferBodySchema>;

/** The accept modal's card fields, asked for together (spec §5 Card form). */
export const ACCEPT_CARD_FIELDS = ['card_number', 'card_holder_name', 'card_expire_date'] as const;
/** Where the accept form's 'Please provide complete payment information' goes: no field, the form itself. */
export const ACCEPT_CARD_INCOMPLETE = 'card';

/**
 * The accept modal ('Provide Your Trade URL'): the fields of acceptOfferBodySchema as typed, with the §5
 * reasons of a refused trade URL and, given the signed-in SteamID, the account check the service applies.
 * An empty card field has no problem of its own: the three are asked for together, under ACCEPT_CARD_INCOMPLETE.
 */
export function acceptOfferFormSchema(steamId: string | null, now?: Date) {
  const unlessEmpty = (check: (value: string) => (() => string) | null) =>
    z.string().superRefine((value, ctx) => {
      const error = value.trim() === '' ? null : check(value);
      if (error) ctx.addIssue({ code: 'custom', message: error() });
    });
  return z
    .object({
      trade_url: z.string().superRefine((value, ctx) => {
        const issue = tradeUrlIssue(value, steamId);
        if (issue === null) return;
        const { key, params, apiText } = TRADE_URL_ISSUES[issue];
        ctx.addIssue({ code: 'custom', message: issueText(key, apiText, params)() });
      }),
      card_number: unlessEmpty((value) => {
        const issue = cardNumberIssue(value);
        return issue && issueText(CARD_ISSUE_KEYS[issue], CARD_MESSAGES[issue]);
      }),
      card_holder_name: unlessEmpty((value) => (value.trim().length < 3 ? issueText('validation.cardHolderName', CARD_MESSAGES.holder) : null)),
      card_expire_date: unlessEmpty((value) => {
        const issue = cardExpiryIssue(value, now);
        return issue && issueText(CARD_ISSUE_KEYS[issue], CARD_MESSAGES[issue]);
      }),
    })
    .superRefine((values, ctx) => {
      if (ACCEPT_CARD_FIELDS.some((field) => values[field].trim() === '')) {
        ctx.addIssue({ code: 'custom', path: [ACCEPT_CARD_INCOMPLETE], message: issueText('validation.completePaymentInfo', CARD_MESSAGES.incomplete)() });
      }
    });
}
export type AcceptOfferFormInput = z.input<ReturnType<typeof acceptOfferFormSchema>>;
export type AcceptOfferInput = z.input<typeof acceptOfferBodySchema>;

/**
 * Beyond §7: where the skin's way to the shop stands (the intake's trade offer), for the seller. `received`
 * once Steam moved it; `protected` while Steam still lets the seller reverse the trade (no payout before
 * `payout_after`); `failed` with the reason when the shop gave up asking for it.
 */
export const INTAKE_STATES = ['preparing', 'confirming', 'sent', 'on_hold', 'protected', 'received', 'declined', 'expired', 'countered', 'failed', 'reversed'] as const;
export const intakeViewSchema = z.object({
  state: z.enum(INTAKE_STATES),
  bot: z.string(),
  code: z.string().nullable(),
  offer_url: z.string().nullable(),
  deadline: z.string().nullable(),
  received_at: z.string().nullable(),
  /** The earliest the seller can be paid: when the skin arrived, or when Steam's protection window closes. */
  payout_after: z.string().nullable(),
  failure_reason: z.string().nullable(),
});
export type IntakeView = z.infer<typeof intakeViewSchema>;

export const sellOrderSchema = z.object({
  id: z.number().int(),
  skin_name: z.string(),
  quality: z.string(),
  price: z.number(),
  admin_price: z.number().nullable(),
  final_price: z.number().nullable(),
  status: z.enum(SELL_ORDER_STATUSES),
  status_label: z.string(),
  trade_url: z.string().nullable(),
  steam_link: z.string(),
  currency_symbol: z.string(),
  currency_code: z.string(),
  created_at: z.string(),
  card_number: z.string().nullable(),
  card_holder_name: z.string().nullable(),
  card_expire_date: z.string().nullable(),
  /** Beyond §7: until when staff's offer stands; why the order was returned, cancelled or paid another amount. */
  offer_valid_until: z.string().nullable(),
  status_reason: z.string().nullable(),
  /** Beyond §7: the Steam asset the seller picked, the intake, and the payout once made. */
  asset_id: z.string().nullable(),
  intake: intakeViewSchema.nullable(),
  payout_reference: z.string().nullable(),
  paid_out_at: z.string().nullable(),
  /** Beyond §7: an instant quote's payout falls due then (at receipt, or after the game's protection window). */
  payout_due_at: z.string().nullable(),
});
export type SellOrder = z.infer<typeof sellOrderSchema>;
export const sellOrderResponseSchema = okEnvelope(sellOrderSchema);
export const sellOrdersResponseSchema = okEnvelope(z.array(sellOrderSchema));

/** The `:id` of /api/sell-orders/:id; parsed by the route, where a malformed id is a 404 like another seller's. */
export const sellOrderIdParamsSchema = z.object({ id: z.string() });
