import { ClubCrest } from '../../../components/ClubCrest';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { teamInitials } from '../match-display';

interface TeamMarkProps {
  logo: string | null;
  nameTh: string;
  nameEn: string | null;
  /** The club itself: its crest stands in for a missing logo. */
  isClub: boolean;
  size: number;
}

/** A team's logo; without one (or when it fails to load) the club crest or the team's initials. Decorative: the name is beside it. */
export function TeamMark({ logo, nameTh, nameEn, isClub, size }: TeamMarkProps) {
  const fallback = isClub ? (
    <ClubCrest size={size} />
  ) : (
    <span className="team-initials" style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }} aria-hidden="true">
      {teamInitials(nameTh, nameEn)}
    </span>
  );
  if (!logo) return fallback;
  return <ImageWithFallback className="team-mark" src={logo} width={size} height={size} alt="" loading="lazy" fallback={fallback} />;
}
