import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

export function UsersIcon(props: IconProps) {
  return (
    <svg {...iconAttributes(props)}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16.5 14.2A5 5 0 0 1 21.5 19" />
    </svg>
  );
}
