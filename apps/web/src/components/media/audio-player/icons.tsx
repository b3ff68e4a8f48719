import type { ReactNode } from 'react';

function Icon({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="currentColor"
      className={`size-6 ${className}`.trim()}
      data-icon=""
    >
      {children}
    </svg>
  );
}

// Play and pause keep their shape in both directions (a play button is never mirrored).
export function PlayIcon() {
  return (
    <Icon>
      <path d="M8 5.5v13a1 1 0 0 0 1.52.85l10.4-6.5a1 1 0 0 0 0-1.7L9.52 4.65A1 1 0 0 0 8 5.5Z" />
    </Icon>
  );
}

export function PauseIcon() {
  return (
    <Icon>
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </Icon>
  );
}

/**
 * A circular arrow for skipping back or forward. Time runs towards the inline end, which is the left
 * in Arabic, so the arrow is mirrored there, like the progress bar it moves.
 */
export function SkipIcon({ direction }: { direction: 'back' | 'forward' }) {
  const path =
    'M12 5V2L7 6l5 4V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Z'; /* arrow turning back (counter-clockwise) */
  return (
    <Icon className={direction === 'forward' ? '-scale-x-100 rtl:scale-x-100' : 'rtl:-scale-x-100'}>
      <path d={path} />
    </Icon>
  );
}

export function VolumeIcon({ muted }: { muted: boolean }) {
  return (
    <Icon>
      <path d="M4 9v6h4l5 4V5L8 9H4Z" />
      {muted ? (
        <path
          d="m16 9 5 6m0-6-5 6"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          fill="none"
        />
      ) : (
        <path
          d="M16 8.5a4.5 4.5 0 0 1 0 7M18.5 6a8 8 0 0 1 0 12"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          fill="none"
        />
      )}
    </Icon>
  );
}

/** Turns only when the person has not asked for reduced motion; otherwise it is a still ring. */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      data-spinner=""
      className="size-6 rounded-full border-4 border-oasis-200 border-t-oasis-700 motion-safe:animate-spin"
    />
  );
}
