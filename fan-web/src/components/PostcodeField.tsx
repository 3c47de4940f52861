import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostcodePlaceDto } from '@club/core';
import { TextField } from './TextField';
import { isNotFound } from '../lib/api-client';
import { isPostalCode, usePostcodePlaces } from '../lib/addresses/get-postcode-places';
import { useLanguage } from '../lib/i18n';

interface PostcodeFieldProps {
  id: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
  /** The fan chose one of the places the code serves. */
  onChoose(place: PostcodePlaceDto): void;
  'data-testid'?: string;
}

/** A place's names in one language: "Nai Mueang, Mueang Buri Ram, Buri Ram". */
const placeName = (p: PostcodePlaceDto, lang: 'th' | 'en') => [p.sub_district[lang], p.district[lang], p.province[lang]].join(', ');

/** Places in the order a reader looks them up: by district, then sub-district, in the reader's alphabet. */
function byName(places: PostcodePlaceDto[], lang: 'th' | 'en'): PostcodePlaceDto[] {
  const collator = new Intl.Collator(lang);
  return [...places].sort((a, b) => collator.compare(a.district[lang], b.district[lang]) || collator.compare(a.sub_district[lang], b.sub_district[lang]));
}

/**
 * The postal code, as an editable combobox (WAI-ARIA APG "list autocomplete with manual
 * selection"): five digits offer the places the code serves; Down and Up move through them, Enter
 * or a tap chooses one, Escape closes the list. The list stays open until the fan chooses, closes
 * it or changes the code, so leaving the field never moves what is under the pointer. A code the
 * list does not know is fine: the fan types the rest.
 */
export function PostcodeField({ id, value, error, onChange, onChoose, ...rest }: PostcodeFieldProps) {
  const { t } = useTranslation('checkout');
  const lang = useLanguage();
  const code = value.trim();
  const lookup = usePostcodePlaces(code);
  const places = useMemo(() => byName(isPostalCode(code) ? (lookup.data ?? []) : [], lang), [code, lookup.data, lang]);
  // Closed by a choice or Escape, for this code only.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const [chosenFor, setChosenFor] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const open = places.length > 0 && closedFor !== code;
  const listId = `${id}-places`;
  const statusId = `${id}-status`;
  const optionId = (i: number) => `${listId}-${i}`;

  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [listId, open, active]);

  const choose = (place: PostcodePlaceDto) => {
    onChoose(place);
    setClosedFor(code);
    setChosenFor(code);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!places.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setClosedFor(null);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From outside the list, Down starts at the first place and Up at the last; inside, both wrap.
      setActive((i) => (!open || i < 0 ? (step > 0 ? 0 : places.length - 1) : (i + step + places.length) % places.length));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(places[active]!);
    } else if (event.key === 'Escape' && open) {
      // Closes the list, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setClosedFor(code);
      setActive(-1);
    }
  };

  const status = !isPostalCode(code) ? t('form.postalCodeHint')
    : lookup.isPending ? t('form.postalCodeLooking', { code })
      : lookup.isError ? t(isNotFound(lookup.error) ? 'form.postalCodeUnknown' : 'form.postalCodeLookupFailed', { code })
        : chosenFor === code ? t('form.postalCodeChosen')
          : t('form.postalCodePlaces', { count: places.length, code });

  return (
    <div className="postcode-field">
      <TextField
        id={id}
        label={t('form.postalCode')}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setActive(-1);
          setClosedFor(null);
          setChosenFor(null);
        }}
        error={error}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={[statusId, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder={t('form.postalCodePlaceholder')}
        maxLength={5}
        required
        data-testid={rest['data-testid']}
      />
      <ul id={listId} role="listbox" className="postcode-places" aria-label={t('form.postalCodePlacesLabel', { code })} hidden={!open}>
        {places.map((place, i) => (
          <li
            key={`${place.sub_district.th}|${place.district.th}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="postcode-place"
            // Keeps the focus in the field while the pointer chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            <span>{placeName(place, lang)}</span>
            {lang === 'en' && (
              <span lang="th" className="postcode-place-other">
                {placeName(place, 'th')}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p id={statusId} role="status" className="field-hint">
        {status}
      </p>
    </div>
  );
}
