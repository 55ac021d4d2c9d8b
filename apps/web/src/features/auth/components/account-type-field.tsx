import type { UserType } from '@skins/shared';
import { useT } from '../../../lib/i18n/index.ts';
import type { MessageKey } from '../../../lib/i18n/index.ts';
import './account-type-field.css';

export interface AccountTypeFieldProps {
  name: string;
  legend: string;
  /** Shown after the legend ('optional'). */
  hint?: string;
  value: UserType | '';
  onChange: (value: UserType) => void;
}

const OPTIONS: ReadonlyArray<{ value: UserType; title: MessageKey; text: MessageKey }> = [
  { value: 'buyer', title: 'auth.accountType.buyer', text: 'auth.accountType.buyerText' },
  { value: 'seller', title: 'auth.accountType.seller', text: 'auth.accountType.sellerText' },
];

/** Buyer or seller, as two cards with a line on what each can do. */
export function AccountTypeField({ name, legend, hint, value, onChange }: AccountTypeFieldProps) {
  const t = useT();
  return (
    <fieldset className="account-type-choice">
      <legend className="account-type-choice__legend">
        {legend}
        {hint ? <span className="account-type-choice__hint"> ({hint})</span> : null}
      </legend>
      <div className="account-type-choice__options">
        {OPTIONS.map((option) => (
          <label key={option.value} className="account-type-option">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span className="account-type-option__title">{t(option.title)}</span>
            <span className="account-type-option__text">{t(option.text)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
