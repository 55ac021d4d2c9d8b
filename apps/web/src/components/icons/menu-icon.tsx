import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

export function MenuIcon(props: IconProps) {
  return (
    <svg {...iconAttributes(props)}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}
