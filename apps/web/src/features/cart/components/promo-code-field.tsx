import type { CartTotals } from '@skins/shared';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useApplyPromoCode, useRemovePromoCode } from '../api/promo-code.ts';
import '../../../components/ui/form-field.css';

export interface PromoCodeFieldProps {
  totals: CartTotals | undefined;
  disabled?: boolean;
}

/** The reason a code was refused: `errors.code[0]` of the 422, else the message, else 'Failed to validate promo code'. */
function refusal(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  return error.fieldErrors.code?.[0] ?? (error.isClientError && error.message ? error.message : fallback);
}

/**
 * One promo code on the cart. Without a code: the field and Apply, with the reason under the field
 * when the code is refused. With a code: the code and Remove, and why it no longer counts when it does not.
 */
export function PromoCodeField({ totals, disabled = false }: PromoCodeFieldProps) {
  const t = useT();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const apply = useApplyPromoCode();
  const remove = useRemovePromoCode();
  const applied = totals?.promo_code ?? null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    if (!value || apply.isPending) return;
    setProblem(null);
    apply.mutate(value, {
      onSuccess: () => {
        setCode('');
        toast.success(t('toast.promoApplied'));
      },
      onError: (error) => setProblem(refusal(error, t('errors.validatePromo'))),
    });
  };

  const drop = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('toast.promoRemoved')),
      onError: (error) => toast.error(refusal(error, t('errors.generic'))),
    });

  if (applied) {
    return (
      <div className="promo-code promo-code--applied">
        <p className="promo-code__applied">
          <span className="promo-code__chip">{applied}</span>
          <span>{t('cart.promoAppliedCode', { code: applied })}</span>
        </p>
        {totals?.promo_problem ? (
          <p className="promo-code__problem" role="alert">
            {totals.promo_problem}
          </p>
        ) : null}
        <button type="button" className="promo-code__remove" onClick={drop} disabled={remove.isPending || disabled}>
          {remove.isPending ? t('cart.removing') : t('cart.removePromo')}
        </button>
      </div>
    );
  }

  return (
    <form className="promo-code" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="form-field__label">
        {t('cart.promoCode')}
      </label>
      <div className="promo-code__row">
        <input
          id={inputId}
          name="promo-code"
          className="form-field__input promo-code__input"
          value={code}
          placeholder={t('cart.promoPlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setProblem(null);
          }}
        />
        <button type="submit" className="button button--ghost promo-code__apply" disabled={!code.trim() || apply.isPending || disabled}>
          {apply.isPending ? t('cart.applyingPromo') : t('cart.applyPromo')}
        </button>
      </div>
      {problem ? (
        <p id={errorId} className="form-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
