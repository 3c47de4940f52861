import type { TeamDto } from '@club/core';
import { ClubCrest } from './ClubCrest';
import { ImageWithFallback } from './ImageWithFallback';

/** A football, for an opponent without a logo. */
function Ball({ size }: { size: number }) {
  return (
    <svg className="ball" width={size} height={size} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <circle cx="50" cy="50" r="45" fill="#fff" stroke="#0b1a3a" strokeWidth="4" />
      <path d="M50 30 69 44l-7 22H38l-7-22Z" fill="#0b1a3a" />
      <path d="M50 30V6 M69 44l22-8 M62 66l14 19 M38 66 24 85 M31 44 9 36" stroke="#0b1a3a" strokeWidth="4" />
    </svg>
  );
}

/** Spec: without a logo the home side shows the club crest and the away side a ball. Decorative: the name is written beside it. */
export function TeamLogo({ team, side, size }: { team: TeamDto | null; side: 'home' | 'away'; size: number }) {
  const fallback = side === 'home' ? <ClubCrest size={size} /> : <Ball size={size} />;
  if (!team?.logo) return fallback;
  return <ImageWithFallback className="team-logo" src={team.logo} width={size} height={size} alt="" fallback={fallback} />;
}
