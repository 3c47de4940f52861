// Demo artwork drawn as SVG in code, so the demo needs no downloads. Product pictures and banners
// carry no words: the site writes a product's name and a banner's title beside or over them in the
// reader's language, and words baked into a picture would be English in Thai mode.
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function crest(initials: string, primary: string, secondary: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 140" width="120" height="140">
<path d="M60 4 L112 22 V70 C112 104 88 126 60 136 C32 126 8 104 8 70 V22 Z" fill="${primary}" stroke="${secondary}" stroke-width="6"/>
<path d="M60 20 L98 33 V70 C98 96 81 112 60 120 C39 112 22 96 22 70 V33 Z" fill="none" stroke="${secondary}" stroke-width="2" opacity="0.6"/>
<text x="60" y="82" text-anchor="middle" font-family="Arial, sans-serif" font-weight="bold" font-size="34" fill="${secondary}">${esc(initials)}</text></svg>`;
}

const shapes: Record<string, (c: string) => string> = {
  jersey: (c) => `<path d="M110 60 L160 40 Q200 70 240 40 L290 60 L340 120 L300 150 L280 130 V330 H120 V130 L100 150 L60 120 Z" fill="${c}" stroke="#0b1a3a" stroke-width="6"/><path d="M170 42 Q200 80 230 42" fill="none" stroke="#ffd60a" stroke-width="8"/>`,
  scarf: (c) => `<rect x="60" y="150" width="280" height="90" rx="12" fill="${c}"/><rect x="60" y="180" width="280" height="30" fill="#ffd60a"/><path d="M70 240 v40 M100 240 v40 M300 240 v40 M330 240 v40" stroke="${c}" stroke-width="8"/>`,
  cap: (c) => `<path d="M90 230 Q100 110 200 110 Q300 110 310 230 Z" fill="${c}"/><path d="M200 230 H360 Q350 260 300 260 H200 Z" fill="#0b1a3a"/><circle cx="200" cy="112" r="10" fill="#ffd60a"/>`,
  mug: (c) => `<rect x="110" y="120" width="160" height="200" rx="14" fill="${c}"/><path d="M270 160 h30 a40 40 0 0 1 0 100 h-30" fill="none" stroke="${c}" stroke-width="18"/><rect x="110" y="190" width="160" height="26" fill="#ffd60a"/>`,
  ball: (c) => `<circle cx="200" cy="200" r="130" fill="#fff" stroke="#0b1a3a" stroke-width="6"/><polygon points="200,140 245,172 228,225 172,225 155,172" fill="${c}"/>`,
  bag: (c) => `<rect x="90" y="140" width="220" height="180" rx="18" fill="${c}"/><path d="M150 140 v-30 a50 40 0 0 1 100 0 v30" fill="none" stroke="#0b1a3a" stroke-width="12"/>`,
  bottle: (c) => `<rect x="160" y="90" width="80" height="240" rx="30" fill="${c}"/><rect x="175" y="60" width="50" height="40" rx="8" fill="#0b1a3a"/><rect x="160" y="180" width="80" height="30" fill="#ffd60a"/>`,
  keyring: (c) => `<circle cx="200" cy="110" r="40" fill="none" stroke="#9aa3b5" stroke-width="10"/><path d="M200 150 L260 180 V260 C260 300 230 320 200 330 C170 320 140 300 140 260 V180 Z" fill="${c}"/>`,
  gloves: (c) => `<path d="M110 320 V170 q0 -30 20 -30 v-40 q20 -20 40 0 v-20 q20 -20 40 0 v20 q20 -20 40 0 v40 q20 -10 30 20 V320 Z" fill="${c}" stroke="#0b1a3a" stroke-width="5"/>`,
  poster: (c) => `<rect x="90" y="60" width="220" height="290" fill="${c}" stroke="#0b1a3a" stroke-width="6"/><circle cx="200" cy="170" r="60" fill="#ffd60a"/>`,
};

/** A product's picture: its shape in its colour, on a light square (the second picture is on yellow). */
export function productArt(kind: string, colour: string, background = '#eef2fa'): string {
  const draw = shapes[kind] ?? shapes.poster!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<rect width="400" height="400" fill="${background}"/>${draw(colour)}</svg>`;
}

/** A banner: the club's colours and a lightning stripe; its title is written by the site over it. */
export function bannerArt(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#0b1a3a"/><stop offset="1" stop-color="${colour}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/><path d="M760 0 L900 0 L700 400 L560 400 Z" fill="#ffd60a" opacity="0.85"/>
<path d="M980 60 L1080 60 L1030 180 L1100 180 L940 360 L990 220 L920 220 Z" fill="#fff" opacity="0.18"/></svg>`;
}
