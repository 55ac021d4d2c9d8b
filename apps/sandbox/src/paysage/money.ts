/** ISO 4217 currencies without minor units; everything else the sandbox shows with two decimals. */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);

export function formatMinor(amount: number, currency: string): string {
  const digits = ZERO_DECIMAL.has(currency) ? 0 : 2;
  const major = digits === 0 ? String(amount) : `${Math.trunc(amount / 100)}.${String(Math.abs(amount) % 100).padStart(2, '0')}`;
  return `${major} ${currency}`;
}
