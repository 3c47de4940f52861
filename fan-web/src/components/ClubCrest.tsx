import { ImageWithFallback } from './ImageWithFallback';

/** The logo file the API serves; until it exists (or when it fails) the crest below stands in. */
const CLUB_LOGO_URL = '/uploads/team-logos/home-club.svg';

function DrawnCrest({ size }: { size: number }) {
  return (
    <svg className="crest" width={size} height={size} viewBox="0 0 120 140" aria-hidden="true" focusable="false">
      <path d="M60 5 112 23v47c0 34-24 56-52 66C32 126 8 104 8 70V23Z" fill="#0b1a3a" stroke="#ffd60a" strokeWidth="7" />
      <path d="M60 21 97 34v36c0 25-17 41-37 49-20-8-37-24-37-49V34Z" fill="none" stroke="#ffd60a" strokeWidth="2" opacity=".55" />
      <path d="M68 30 40 80h19l-8 36 32-53H64Z" fill="#ffd60a" />
    </svg>
  );
}

/** Decorative (alt=""): wherever it appears, the club name is written next to it. */
export function ClubCrest({ size = 40 }: { size?: number }) {
  return <ImageWithFallback className="crest" src={CLUB_LOGO_URL} width={size} height={size} alt="" fallback={<DrawnCrest size={size} />} />;
}
