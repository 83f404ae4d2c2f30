import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * The frame of the small line icons drawn for this site (no icon font, no CDN). They are decorative:
 * the link or button that holds one carries the accessible name. The icons live beside what uses them
 * (`icons.tsx` for contact and social links, the header's own), so a screen's script carries only its own.
 */
function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** One icon: the shared frame around its own drawing. */
export function defineIcon(name: string, drawing: ReactNode) {
  function DrawnIcon(props: IconProps) {
    return <Icon {...props}>{drawing}</Icon>;
  }
  DrawnIcon.displayName = name;
  return DrawnIcon;
}

