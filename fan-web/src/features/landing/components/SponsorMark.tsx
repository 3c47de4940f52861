// Stand-in sponsor logos drawn as SVG: an emblem with the initials over the name.
const EMBLEMS = {
  circle: { shape: (colour: string) => <circle cx="80" cy="28" r="21" fill={colour} />, initialsY: 33 },
  ring: { shape: (colour: string) => <circle cx="80" cy="28" r="18" fill="none" stroke={colour} strokeWidth="6" />, initialsY: 33 },
  square: { shape: (colour: string) => <rect x="59" y="7" width="42" height="42" rx="9" fill={colour} />, initialsY: 33 },
  hexagon: { shape: (colour: string) => <path d="M68 8h24l12 20-12 20H68L56 28Z" fill={colour} />, initialsY: 33 },
  diamond: { shape: (colour: string) => <path d="M80 4 104 28 80 52 56 28Z" fill={colour} />, initialsY: 33 },
  triangle: { shape: (colour: string) => <path d="M80 5 105 49H55Z" fill={colour} />, initialsY: 43 },
};

export interface Sponsor {
  name: string;
  emblem: keyof typeof EMBLEMS;
  colour: string;
}

export function SponsorMark({ sponsor }: { sponsor: Sponsor }) {
  const { shape, initialsY } = EMBLEMS[sponsor.emblem];
  const initials = sponsor.name
    .split(' ')
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const onEmblem = sponsor.emblem === 'ring' ? sponsor.colour : '#fff';
  return (
    <svg className="sponsor-mark" viewBox="0 0 160 80" role="img" aria-label={sponsor.name}>
      {shape(sponsor.colour)}
      <text x="80" y={initialsY} textAnchor="middle" fontSize="14" fontWeight="800" fill={onEmblem}>
        {initials}
      </text>
      <text x="80" y="70" textAnchor="middle" fontSize="12" fontWeight="800" letterSpacing="1" fill="#0b1a3a">
        {sponsor.name.toUpperCase()}
      </text>
    </svg>
  );
}
