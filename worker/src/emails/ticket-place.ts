import type { Language, TicketPlaceDto } from '@club/core';
import { placeLines } from '@club/ticket-files';
import { mailText } from './layout.js';

/** A ticket's zone, gates and seat as one line of a plain-text mail: "Zone: East · Enter by: Gate C · Seat: Unreserved". */
export const placeText = (place: TicketPlaceDto, lang: Language): string =>
  placeLines(place, lang).map(({ label, value }) => `${label}: ${value}`).join(' · ');

/** The same in a ticket's card of an HTML mail, one fact a line, the zone's colour beside them. */
export const placeHtml = (place: TicketPlaceDto, lang: Language): string =>
  `<div style="border-left:6px solid ${place.zone.colour};padding:2px 0 2px 10px;margin:8px 0;text-align:left">${
    placeLines(place, lang).map(({ label, value }) => `${mailText(label)}: <strong>${mailText(value)}</strong>`).join('<br>')}</div>`;
