import { z } from 'zod';
import { okEnvelope } from './envelope.ts';

/** Spec §3 Settings, as the web app reads them. `min_top_up` is in the requested currency. */
export const settingsSchema = z.object({
  requisites: z.string(),
  support_email: z.string(),
  is_reg_enabled: z.boolean(),
  min_top_up: z.number(),
  vat_percent: z.number(),
  google_tag: z.string(),
  /** The payment widget: the shop's public key, test mode, and the script that defines `BeGateway`. */
  paysage: z.object({ public_key: z.string(), test_mode: z.boolean(), widget_url: z.string() }),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsResponseSchema = okEnvelope(settingsSchema);
