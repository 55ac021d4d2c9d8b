import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

export function SparklesIcon(props: IconProps) {
  return (
    <svg {...iconAttributes(props)}>
      <path d="M12 3v4M12 17v4M3 12h4M17 12h4" />
      <path d="m6.3 6.3 2.1 2.1M15.6 15.6l2.1 2.1M6.3 17.7l2.1-2.1M15.6 8.4l2.1-2.1" />
    </svg>
  );
}
