import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

export function ArrowRightIcon(props: IconProps) {
  return (
    <svg {...iconAttributes(props)}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}
