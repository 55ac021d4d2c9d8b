import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

export function AlertIcon(props: IconProps) {
  return (
    <svg {...iconAttributes(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  );
}
