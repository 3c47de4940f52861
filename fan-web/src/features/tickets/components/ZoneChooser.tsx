import { useTranslation } from 'react-i18next';
import { formatBaht, PRICE_PALETTE, priceRanks, SOLD_OUT_COLOURS, type ZoneOfferDto, gateNames } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { inLanguage } from '../../../lib/intl';
import { Words } from '../../../components/Words';

interface ZoneChooserProps {
  zones: ZoneOfferDto[];
  selectedId: string | null;
  onSelect: (zoneId: string) => void;
  /** Why the form could not go on without a zone, under the legend. */
  error?: string | null;
}

/** "Entry by Gate A or Gate B" / "เข้าทางประตู A หรือ ประตู B" (any of them admits), or any gate when the zone names none. */
export function useGatesText() {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  return (zone: ZoneOfferDto) =>
    zone.gates.length ? t('zones.gates', { gates: gateNames(zone.gates, lang) }) : t('zones.anyGate');
}

/**
 * The zones as a radio group, the real control of the choice (the drawing is a shortcut to it): each
 * with its name in the reader's language, price, what is left and the gates that admit it.
 */
export function ZoneChooser({ zones, selectedId, onSelect, error }: ZoneChooserProps) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const gatesText = useGatesText();
  const ranks = priceRanks(zones);
  return (
    <fieldset className="zone-chooser" aria-describedby={error ? 'zone-error' : undefined} data-testid="zone-chooser">
      <legend className="field-label">{t('zones.legend')}</legend>
      {error && (
        <p id="zone-error" className="field-error">
          {error}
        </p>
      )}
      {zones.map((zone) => (
        <label key={zone.id} className={`zone-option${zone.id === selectedId ? ' zone-option-selected' : ''}`} data-zone={zone.code}>
          <input type="radio" name="zone" value={zone.id} checked={zone.id === selectedId} disabled={zone.soldOut} onChange={() => onSelect(zone.id)} />
          <span className="zone-swatch" aria-hidden="true" style={{ background: zone.soldOut ? SOLD_OUT_COLOURS.hatch : PRICE_PALETTE[ranks[zone.id]!]!.fill }} />
          <span className="zone-option-text">
            <span className="zone-option-head">
              <span className="zone-option-name">
                <Words text={inLanguage(lang, zone.name, zone.nameTh)} />
              </span>
              <span className="zone-option-price">{formatBaht(zone.priceSatang, lang)}</span>
            </span>
            <span className="zone-option-facts">
              {zone.soldOut ? t('zones.soldOut') : zone.unlimited ? t('zones.unlimited') : zone.fromExchange ? t('zones.fromExchange', { count: zone.fromExchange }) : t('zones.left', { count: zone.availableTickets })}
              {' · '}
              {t(`zones.kind_${zone.numbered ? 'numbered' : zone.seated ? 'seated' : 'standing'}`)}
            </span>
            <span className="zone-option-facts">{gatesText(zone)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
