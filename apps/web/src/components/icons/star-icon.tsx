import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

export function StarIcon(props: IconProps) {
  return (
    <svg {...iconAttributes({ fill: 'currentColor', stroke: 'none', ...props })}>
      <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
    </svg>
  );
}
