import { z } from 'zod';
import { okEnvelope } from './envelope.ts';

export interface Category {
  id: number;
  name: string;
  /** The url slug: /products/{category}/{subcategory}. */
  url: string;
  subcategories: Category[];
}

export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({ id: z.number().int(), name: z.string(), url: z.string(), subcategories: z.array(categorySchema) }),
);
export const categoriesResponseSchema = okEnvelope(z.array(categorySchema));
