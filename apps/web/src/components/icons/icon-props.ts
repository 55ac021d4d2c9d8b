import type { SVGProps } from 'react';

/** Icons are decorative by default; give them a label through the control that holds them. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

export function iconAttributes({ size = 20, ...rest }: IconProps): SVGProps<SVGSVGElement> {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
    ...rest,
  };
}
