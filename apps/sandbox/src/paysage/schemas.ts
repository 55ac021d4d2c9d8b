import { z } from 'zod';

/**
 * The checkout request, validated the way beGateway validates it: errors come back per field, keyed by
 * the field's path under `checkout` (`order.amount`), with beGateway's wording ("can't be blank",
 * "must be greater than 0", "is invalid").
 */
const httpUrl = z.url({ protocol: /^https?$/ });

export const orderSchema = z.object({
  amount: z.number().int('must be an integer (minor units)').positive('must be greater than 0'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'is invalid'),
  description: z.string().trim().min(1).max(255),
  tracking_id: z.string().trim().min(1).max(255),
  expired_at: z.iso.datetime({ offset: true }).optional(),
  additional_data: z.record(z.string(), z.unknown()).optional(),
});

export const settingsSchema = z.looseObject({
  success_url: httpUrl.optional(),
  decline_url: httpUrl.optional(),
  fail_url: httpUrl.optional(),
  cancel_url: httpUrl.optional(),
  return_url: httpUrl.optional(),
  notification_url: httpUrl,
  language: z.string().regex(/^[a-z]{2}$/).optional(),
  // The docs show it as a string ("3"); accept both and keep the number of seconds.
  auto_return: z.union([z.number().int().min(0), z.string().regex(/^\d+$/)]).transform(Number).optional(),
});

const checkoutFields = {
  transaction_type: z.literal('payment', {
    error: (issue) => (issue.input === undefined ? "can't be blank" : 'only payment is supported by the sandbox'),
  }),
  attempts: z.number().int().min(1).max(10).optional(),
  test: z.boolean().optional(),
  order: orderSchema,
  settings: settingsSchema,
  customer: z.record(z.string(), z.unknown()).optional(),
  payment_method: z.object({ types: z.array(z.string()) }).optional(),
};

export const checkoutRequestSchema = z.object({ checkout: z.looseObject(checkoutFields) });

/** What the widget sends in public-key mode (no server-side token); `transaction_type` may be left out. */
export const widgetCheckoutSchema = z.looseObject({
  ...checkoutFields,
  transaction_type: checkoutFields.transaction_type.default('payment'),
  public_key: z.string().min(1, "can't be blank"),
});

/** What creating a checkout needs, whichever door (server API or widget) the request came through. */
export interface CheckoutInput {
  attempts?: number | undefined;
  order: Order;
  settings: Settings;
  customer?: Record<string, unknown> | undefined;
  payment_method?: { types: string[] } | undefined;
}
export type WidgetCheckout = z.output<typeof widgetCheckoutSchema>;
export type Order = z.output<typeof orderSchema>;
export type Settings = z.output<typeof settingsSchema>;

export type FieldErrors = Record<string, string[]>;

const messages: z.core.$ZodErrorMap = (issue) => {
  if (issue.input === undefined || issue.input === null || issue.input === '') return "can't be blank";
  if (issue.code === 'too_small' && issue.origin === 'number') return `must be greater than ${issue.inclusive ? Number(issue.minimum) - 1 : issue.minimum}`;
  return 'is invalid';
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export function parseWith<T extends z.ZodType>(schema: T, input: unknown, stripPrefix?: string): Parsed<z.output<T>> {
  const result = schema.safeParse(input ?? {}, { error: messages });
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    if (stripPrefix && path[0] === stripPrefix) path.shift();
    (errors[path.join('.') || 'base'] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}

export function summarize(errors: FieldErrors): string {
  return Object.entries(errors)
    .map(([field, list]) => `${field} ${list.join(', ')}`)
    .join('. ');
}
