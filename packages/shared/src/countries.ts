import { z } from 'zod';
import { okEnvelope } from './envelope.ts';

export const countrySchema = z.object({ id: z.number().int(), title: z.string(), iso: z.string().length(2) });
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = okEnvelope(z.array(countrySchema));
