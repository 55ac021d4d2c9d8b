import type { Db, Prisma } from '@skins/db';
import type { ItemsListQuery, PageMeta, Product } from '@skins/shared';
import { resolveCurrency } from '../currencies/resolve-currency.ts';
import { productSelect, toProduct } from './to-product.ts';

export interface ItemsPage {
  items: Product[];
  meta: PageMeta;
}

/** One page of available listings, newest first unless a price sort is asked for. */
export async function listItems(db: Db, query: ItemsListQuery): Promise<ItemsPage> {
  const currency = await resolveCurrency(db, query.currency);
  const where: Prisma.ListingWhereInput = { status: 'available' };
  const orderBy: Prisma.ListingOrderByWithRelationInput[] = query.sort
    ? [{ price: query.sort }, { id: query.sort }]
    : [{ id: 'desc' }];

  const [rows, total] = await Promise.all([
    db.listing.findMany({
      where,
      orderBy,
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      select: productSelect,
    }),
    db.listing.count({ where }),
  ]);

  return {
    items: rows.map((row) => toProduct(row, currency)),
    meta: {
      total,
      pages: Math.ceil(total / query.limit),
      page: query.page,
      limit: query.limit,
      total_is_estimate: false,
    },
  };
}
