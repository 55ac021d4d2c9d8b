import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

export function LogoutIcon(props: IconProps) {
  return (
    <svg {...iconAttributes(props)}>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10" />
    </svg>
  );
}
