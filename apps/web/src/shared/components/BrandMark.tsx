import { useId } from 'react';

interface Props {
  size?: number;
}

/** The product's logo mark (the same drawing as the favicon). */
export default function BrandMark({ size = 32 }: Props) {
  // Unique per instance: a gradient inside a hidden copy would otherwise blank the visible one.
  const gradient = `portal-mark-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1f5fff" />
          <stop offset="1" stopColor="#6a8dff" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path
        d="M20 44 32 18l12 26M24.5 35h15"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
