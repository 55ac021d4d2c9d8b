import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

export function EyeIcon({ crossed = false, ...props }: IconProps & { crossed?: boolean }) {
  return (
    <svg {...iconAttributes(props)}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 20 20 4" /> : null}
    </svg>
  );
}
