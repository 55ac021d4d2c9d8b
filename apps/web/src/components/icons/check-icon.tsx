import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

export function CheckIcon(props: IconProps) {
  return (
    <svg {...iconAttributes(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.8 2.8L16.5 9.5" />
    </svg>
  );
}
