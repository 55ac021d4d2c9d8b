/**
 * Money is never a float while it is being computed (CONVENTIONS §6). Prices are stored in euro with
 * two decimals; a currency has a rate against the euro with up to six decimals. Conversion multiplies
 * integers and rounds once, half-up to two decimals (DESIGN.md, Money).
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Parses a decimal string or number into an integer scaled by 10^scale, rounding half-up. */
export function toScaledInteger(value: string | number, scale: number): bigint {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: ${String(value)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const kept = fraction.slice(0, scale).padEnd(scale, '0');
  let scaled = BigInt(whole) * 10n ** BigInt(scale) + BigInt(kept || '0');
  const firstDropped = fraction.charCodeAt(scale) - 48;
  if (firstDropped >= 5) scaled += 1n;
  return sign ? -scaled : scaled;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  // toFixed(10) avoids exponent notation and keeps more digits than any price or rate needs.
  return value.toFixed(10);
}

/** Divides and rounds half away from zero, which is half-up for the non-negative amounts we handle. */
function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

export const RATE_SCALE = 6;

/** Minor units (cents) of `amountEur` converted at `rate`, rounded half-up once. */
export function convertToMinorUnits(amountEur: string | number, rate: string | number): bigint {
  const cents = toScaledInteger(amountEur, 2);
  const scaledRate = toScaledInteger(rate, RATE_SCALE);
  return divideRoundHalfUp(cents * scaledRate, 10n ** BigInt(RATE_SCALE));
}

/** The euro amount converted into the currency of `rate`, as a number with at most two decimals. */
export function convertFromEur(amountEur: string | number, rate: string | number): number {
  return minorUnitsToNumber(convertToMinorUnits(amountEur, rate));
}

/** Converts an amount in the currency of `rate` back into euro cents (used for filters typed by the buyer). */
export function convertToEurMinorUnits(amount: string | number, rate: string | number): bigint {
  const scaledAmount = toScaledInteger(amount, 2 + RATE_SCALE);
  const scaledRate = toScaledInteger(rate, RATE_SCALE);
  if (scaledRate === 0n) throw new RangeError('A currency rate cannot be zero');
  return divideRoundHalfUp(scaledAmount, scaledRate);
}

export function minorUnitsToNumber(minor: bigint): number {
  return Number(minor) / 100;
}

export function minorUnitsToDecimalString(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

/**
 * Spec §5: a missing or non-numeric value shows the symbol followed by 0.00; otherwise two decimals in
 * en-US style (thousands separated by commas).
 */
export function formatPrice(value: unknown, symbol: string): string {
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(amount)) return `${symbol}0.00`;
  const text = Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${amount < 0 ? '-' : ''}${symbol}${text}`;
}

const PRICE_TEXT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;
const RATE_UNIT = 10 ** RATE_SCALE;

/**
 * convertFromEur for one rate, for answers that convert many prices (a catalogue page converts 32). Same
 * result, same half-up rounding, but in plain integers while they stay exact (below 2^53), which covers
 * every price and rate we hold; anything else takes the BigInt path. `amountEur` is a decimal string as
 * PostgreSQL prints a numeric(12,2).
 */
export function eurConverter(rate: string): (amountEur: string) => number {
  const scaledRate = Number(toScaledInteger(rate, RATE_SCALE));
  return (amountEur) => {
    const match = PRICE_TEXT.exec(amountEur);
    if (!match) return convertFromEur(amountEur, rate);
    const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
    if (scaledRate === RATE_UNIT) return cents / 100;
    const numerator = cents * scaledRate * 2 + RATE_UNIT;
    if (!Number.isSafeInteger(numerator)) return convertFromEur(amountEur, rate);
    // Both operands are exact integers below 2^53, so the floored quotient is exact (half-up rounding).
    return Math.floor(numerator / (RATE_UNIT * 2)) / 100;
  };
}
