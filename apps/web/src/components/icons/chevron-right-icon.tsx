import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

export function ChevronRightIcon(props: IconProps) {
  return (
    <svg {...iconAttributes(props)}>
      <path d="m9 18 6-6-6-6" />
    </svg>
  );
}
