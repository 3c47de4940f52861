// Small line icons drawn inline: emoji fonts are missing on many machines, SVG never is.
const PATHS = {
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7v5l3 2',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z M12 7.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5z',
  ball: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 8l3.8 2.8-1.5 4.5h-4.6l-1.5-4.5z',
} as const;

export function Icon({ name, size = 18 }: { name: keyof typeof PATHS; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
