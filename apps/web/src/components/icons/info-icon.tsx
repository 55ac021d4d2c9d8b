import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

export function InfoIcon(props: IconProps) {
  return (
    <svg {...iconAttributes(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5v.01" />
    </svg>
  );
}
