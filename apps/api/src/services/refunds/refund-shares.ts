/**
 * What one item of an order is worth in what the buyer was charged. The charge is the order's amount in minor
 * units (after promo discount and VAT), so each item's share is its line price's part of that amount, rounded
 * by the largest-remainder rule: the shares always add up to the charge exactly, so refunding every item
 * refunds exactly what was paid, never a cent more. Pure, so it is checked for every shape of order.
 */
export function allocateMinor(totalMinor: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((acc, weight) => acc + weight, 0n);
  // Items priced at zero share nothing of a charge; an order of only such items shares it equally.
  const basis = sum > 0n ? weights : weights.map(() => 1n);
  const basisSum = sum > 0n ? sum : BigInt(weights.length);
  const shares = basis.map((weight) => (totalMinor * weight) / basisSum);
  let left = totalMinor - shares.reduce((acc, share) => acc + share, 0n);
  const byRemainder = basis
    .map((weight, index) => ({ index, remainder: (totalMinor * weight) % basisSum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left <= 0n) break;
    shares[index]! += 1n;
    left -= 1n;
  }
  return shares;
}
