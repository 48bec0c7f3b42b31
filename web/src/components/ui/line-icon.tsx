// A decorative line icon: one stroked SVG path on a 24x24 grid, in the text colour (the text beside
// it, or the control's label, names the thing).
interface LineIconProps {
  d: string;
  className: string;
  strokeWidth?: string;
  /** Rounded corners where lines meet (the default); false keeps the SVG's sharp ones. */
  roundJoins?: boolean;
}

export function LineIcon({ d, className, strokeWidth = '2', roundJoins = true }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin={roundJoins ? 'round' : undefined}
    >
      <path d={d} />
    </svg>
  );
}
