// Decorative "route lines" behind dark brand panels (the home hero, the login and register aside):
// one curve drawn three times, each copy raised by `gap`, so the lines stay parallel.
interface RouteLinesProps {
  /** The lowest line, an SVG path in the viewBox's units. */
  curve: string;
  /** How far each next line sits above the one before, in the viewBox's units. */
  gap: number;
  viewBox: string;
  className: string;
  /** "none" stretches the lines to the box (a full-width band); by default they keep their shape. */
  preserveAspectRatio?: 'none';
}

const LINES = 3;

export function RouteLines({
  curve,
  gap,
  viewBox,
  className,
  preserveAspectRatio,
}: RouteLinesProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox={viewBox}
      className={className}
      preserveAspectRatio={preserveAspectRatio}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {Array.from({ length: LINES }, (_, line) => (
        <path key={line} d={curve} transform={line ? `translate(0 ${-line * gap})` : undefined} />
      ))}
    </svg>
  );
}
