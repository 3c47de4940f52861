import { useId, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht, PRICE_PALETTE, priceRanks, SOLD_OUT_COLOURS, STADIUM_PITCH, STADIUM_VIEWBOX, stadiumShapes, type ZoneOfferDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';

interface StadiumMapProps {
  zones: ZoneOfferDto[];
  selectedId: string | null;
  onSelect: (zoneId: string) => void;
  /** The venue's name in the reader's language, for the drawing's title. */
  venue: string;
}

/**
 * The stands round the pitch, coloured by price, cheapest lightest. A picture with a title to a
 * screen reader: the zone list beside it is the real control, and a click on a stand is only a
 * shortcut to the same choice (the shapes are hidden from assistive technology and take no focus).
 */
/** HTML's translate="no" (a code, not a word), which React's SVG types do not list though the browser honours it on any element. */
const NOT_TRANSLATED = { translate: 'no' } as SVGProps<SVGTextElement>;

export function StadiumMap({ zones, selectedId, onSelect, venue }: StadiumMapProps) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const titleId = useId();
  const hatchId = useId();
  const shapes = stadiumShapes(zones);
  const ranks = priceRanks(zones);
  const prices = zones.map((z) => z.priceSatang);
  const selected = zones.find((z) => z.id === selectedId);
  const { x1, y1, x2, y2 } = STADIUM_PITCH;

  return (
    <figure className="stadium-map">
      <svg viewBox={`0 0 ${STADIUM_VIEWBOX.width} ${STADIUM_VIEWBOX.height}`} role="img" aria-labelledby={titleId} data-testid="stadium-map">
        <title id={titleId}>{t('zones.mapTitle', { venue })}</title>
        <defs>
          <pattern id={hatchId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill={SOLD_OUT_COLOURS.fill} />
            <line x1="0" y1="0" x2="0" y2="6" stroke={SOLD_OUT_COLOURS.hatch} strokeWidth="2" />
          </pattern>
        </defs>
        <rect className="stadium-pitch" x={x1} y={y1} width={x2 - x1} height={y2 - y1} rx="4" />
        <line className="stadium-pitch-line" x1={(x1 + x2) / 2} y1={y1} x2={(x1 + x2) / 2} y2={y2} />
        <circle className="stadium-pitch-line" cx={(x1 + x2) / 2} cy={(y1 + y2) / 2} r="18" />
        {zones.map((zone) => {
          const shape = shapes[zone.id]!;
          const colours = zone.soldOut ? SOLD_OUT_COLOURS : PRICE_PALETTE[ranks[zone.id]!]!;
          return (
            <g
              key={zone.id}
              className={`stadium-zone${zone.soldOut ? ' stadium-zone-sold-out' : ''}`}
              aria-hidden="true"
              data-zone={zone.code}
              onClick={zone.soldOut ? undefined : () => onSelect(zone.id)}
            >
              <path d={shape.d} fill={zone.soldOut ? `url(#${hatchId})` : colours.fill} />
              {/* A code, as printed on tickets: the same in every language. */}
              <text x={shape.label.x} y={shape.label.y - 7} fill={colours.text} className="stadium-zone-code" {...NOT_TRANSLATED}>
                {zone.code}
              </text>
              <text x={shape.label.x} y={shape.label.y + 9} fill={colours.text} className="stadium-zone-price">
                {zone.soldOut ? t('zones.soldOutShort') : formatBaht(zone.priceSatang, lang)}
              </text>
            </g>
          );
        })}
        {/* Drawn last, so the outline of the chosen stand is never under a neighbour. */}
        {selected && <path className="stadium-zone-selected" d={shapes[selected.id]!.d} aria-hidden="true" />}
      </svg>
      {new Set(prices).size > 1 && (
        <figcaption className="stadium-legend">
          <span>{formatBaht(Math.min(...prices), lang)}</span>
          <span className="stadium-legend-scale" aria-hidden="true">
            {PRICE_PALETTE.map((c) => (
              <span key={c.fill} style={{ background: c.fill }} />
            ))}
          </span>
          <span>{formatBaht(Math.max(...prices), lang)}</span>
        </figcaption>
      )}
    </figure>
  );
}
