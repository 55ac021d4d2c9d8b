import { describe, expect, it } from 'vitest';
import { consumeCartPageFlags } from './cart-page-load.ts';

function memoryStorage(initial: Record<string, string>) {
  const values = new Map(Object.entries(initial));
  return { values, read: (key: string) => values.get(key) ?? null, remove: (key: string) => void values.delete(key) };
}

describe('consumeCartPageFlags', () => {
  it('forgets a stored payment outcome and refreshes the cart once when a payment asked for it', () => {
    const storage = memoryStorage({ last_payment_status: 'failed', last_order_id: '12', cart_needs_refresh: 'true', other: 'x' });
    expect(consumeCartPageFlags(storage)).toEqual({ refresh: true });
    expect([...storage.values.keys()]).toEqual(['other']);
    expect(consumeCartPageFlags(storage)).toEqual({ refresh: false });
  });

  it('does nothing on an ordinary visit', () => {
    const storage = memoryStorage({ cart_needs_refresh: 'false' });
    expect(consumeCartPageFlags(storage)).toEqual({ refresh: false });
    expect(storage.values.get('cart_needs_refresh')).toBe('false');
  });
});
