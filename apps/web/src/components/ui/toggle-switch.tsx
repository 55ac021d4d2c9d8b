import { useId } from 'react';
import './toggle-switch.css';

export interface ToggleSwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

/** An on/off switch: a native checkbox (keyboard and forms for free) drawn as a switch. */
export function ToggleSwitch({ label, description, checked, disabled, onChange }: ToggleSwitchProps) {
  const id = useId();
  return (
    <div className="toggle-switch">
      <div className="toggle-switch__text">
        <label htmlFor={id} className="toggle-switch__label">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="toggle-switch__description">
            {description}
          </p>
        ) : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="toggle-switch__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onChange?.(event.target.checked)}
      />
    </div>
  );
}
