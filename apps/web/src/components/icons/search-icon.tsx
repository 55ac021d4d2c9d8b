import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

export function SearchIcon(props: IconProps) {
  return (
    <svg {...iconAttributes(props)}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
