/** The club crest: the seeded logo file, with an inline crest if it cannot load. */
export function ClubLogo({ size = 40 }: { size?: number }) {
  return (
    <img
      src="/uploads/team-logos/home-club.svg"
      width={size}
      height={size}
      alt=""
      onError={(e) => { e.currentTarget.src = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 140"><path d="M60 4 L112 22 V70 C112 104 88 126 60 136 C32 126 8 104 8 70 V22 Z" fill="#0b1a3a" stroke="#ffd60a" stroke-width="6"/><text x="60" y="82" text-anchor="middle" font-family="Arial" font-weight="bold" font-size="34" fill="#ffd60a">BT</text></svg>')}`; }}
    />
  );
}
