import { iconAttributes } from './icon-props.ts';
import type { IconProps } from './icon-props.ts';

/** A simplified Steam mark (piston and wheel), drawn for this site. */
export function SteamIcon(props: IconProps) {
  return (
    <svg {...iconAttributes({ fill: 'currentColor', stroke: 'none', ...props })}>
      <path d="M12 2a10 10 0 0 0-9.96 9.1l5.36 2.22a2.8 2.8 0 0 1 1.6-.5h.16l2.38-3.46v-.05a3.78 3.78 0 1 1 3.78 3.78h-.09l-3.4 2.42v.13a2.84 2.84 0 0 1-5.63.57L2.4 15.1A10 10 0 1 0 12 2Z" />
      <path d="M8.3 17.2a2.13 2.13 0 0 0 2.8-1.15 2.13 2.13 0 0 0-2.73-2.8l1.3.54a1.57 1.57 0 1 1-1.2 2.9l-1.26-.52a2.1 2.1 0 0 0 1.09 1.03Z" />
      <circle cx="15.3" cy="9.3" r="2.5" />
    </svg>
  );
}
