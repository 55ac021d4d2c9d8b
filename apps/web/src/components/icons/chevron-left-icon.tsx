import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

export function ChevronLeftIcon(props: IconProps) {
  return (
    <svg {...iconAttributes(props)}>
      <path d="m15 18-6-6 6-6" />
    </svg>
  );
}
