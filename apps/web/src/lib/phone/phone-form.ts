import { isValidPhone } from '@skins/shared';
import { issueText } from '@skins/shared/i18n';
import type { z } from 'zod';
import { phoneData } from './phone-data.ts';

/**
 * What the forms add to the shared schemas and bodies for the international phone input: the library's
 * own check (a number its country does not have: 'Please enter a valid phone number'), after the shared
 * §5 format check, and the §7 phone fields sent with `phone`.
 */
export function withPhoneNumberCheck<S extends z.ZodType<{ phone: string }>>(schema: S): S {
  return schema.superRefine(
    (values, ctx) => {
      const { phone } = values;
      if (phone.trim() === '' || !isValidPhone(phone) || phoneData(phone)?.isValid) return;
      ctx.addIssue({ code: 'custom', path: ['phone'], message: issueText('validation.invalidPhoneNumber')() });
    },
    // Also while other fields are still wrong, so the phone's message shows as soon as it is left.
    { when: (payload) => typeof (payload.value as { phone?: unknown } | undefined)?.phone === 'string' },
  ) as S;
}

/** Spec §7: `phone` with `phone_country_code` (ISO) and `phone_national_number` (digits, no spaces). */
export function phoneFields(value: string): { phone: string; phone_country_code?: string; phone_national_number?: string } {
  const data = phoneData(value);
  if (!data) return { phone: value };
  return {
    phone: data.phone,
    ...(data.phoneCountryCode ? { phone_country_code: data.phoneCountryCode } : {}),
    ...(data.nationalNumber ? { phone_national_number: data.nationalNumber } : {}),
  };
}
