import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

export function UserIcon(props: IconProps) {
  return (
    <svg {...iconAttributes(props)}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20c1.2-3.8 4-5.5 7.5-5.5s6.3 1.7 7.5 5.5" />
    </svg>
  );
}
