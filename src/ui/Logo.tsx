import { brandName } from '../lib/brand';

/** The gem mark (same drawing as the app icon) and the brand word. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="logo">
      <svg
        className="logo-mark"
        viewBox="-1 -1 2 2"
        width="30"
        height="30"
        aria-hidden="true"
        focusable="false"
      >
        <polygon points="-0.484,-0.125 -0.281,-0.374 -0.094,-0.125" fill="#ffe28c" />
        <polygon points="-0.281,-0.374 0.281,-0.374 0.094,-0.125 -0.094,-0.125" fill="#ffd666" />
        <polygon points="0.094,-0.125 0.281,-0.374 0.484,-0.125" fill="#f0ba3e" />
        <polygon points="-0.484,-0.125 -0.094,-0.125 0,0.499" fill="#f6c44c" />
        <polygon points="-0.094,-0.125 0.094,-0.125 0,0.499" fill="#ffdc78" />
        <polygon points="0.094,-0.125 0.484,-0.125 0,0.499" fill="#d49624" />
      </svg>
      {compact ? null : <span className="logo-word">{brandName}</span>}
    </span>
  );
}
