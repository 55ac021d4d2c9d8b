import { groupCardNumber } from '@skins/shared';

/** At most 19 digits, shown in groups of four with spaces: 19 digits and 4 spaces. */
export const CARD_NUMBER_INPUT_MAX_LENGTH = 23;

/** Spec §5 Card form: whatever is typed or pasted keeps only its digits, grouped by four (at most 19). */
export function formatCardNumberInput(raw: string): string {
  return groupCardNumber(raw.replace(/\D/g, ''));
}
