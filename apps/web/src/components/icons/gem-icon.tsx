import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

export function GemIcon(props: IconProps) {
  return (
    <svg {...iconAttributes(props)}>
      <path d="M6 3h12l4 6-10 12L2 9z" />
      <path d="M2 9h20M12 21 8 9l4-6 4 6z" />
    </svg>
  );
}
