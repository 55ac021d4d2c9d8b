import { z } from 'zod';
import { okEnvelope } from './envelope.ts';

/** Spec §3 Currency: `value` is the rate against the euro, `default` 1 marks the default. */
export const currencySchema = z.object({
  code: z.string().length(3),
  symbol: z.string(),
  title: z.string(),
  value: z.number().positive(),
  default: z.union([z.literal(0), z.literal(1)]),
});
export type Currency = z.infer<typeof currencySchema>;
export const currenciesResponseSchema = okEnvelope(z.array(currencySchema));
