/** Input pieces the staff procedures share. Messages are written for the person at the CLI. */
import { z } from 'zod';

export const idInput = z.object({ id: z.number({ error: 'The id must be a number.' }).int().positive('The id must be a positive whole number.') });

/** A euro amount typed by staff ("12.50"); a string so it never passes through a float. */
export const euroAmount = z.coerce
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Must be a euro amount like 12.50.')
  .refine((value) => Number(value) > 0, 'Must be more than 0.');

export const noteInput = z.string().trim().min(1).max(500).optional();
