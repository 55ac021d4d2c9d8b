import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

export function CloseIcon(props: IconProps) {
  return (
    <svg {...iconAttributes(props)}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
