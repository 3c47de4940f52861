import { gateNames, type Language, type TicketPlaceDto } from '@club/core';

/**
 * How a ticket's place reads on paper, in a wallet pass and in a mail, in each language: its zone,
 * the gates that admit it (a zone with none is admitted at any), its row and seat (none in a zone
 * without numbers).
 */
export const placeWords = {
  en: {
    zoneLabel: 'Zone',
    gatesLabel: 'Enter by',
    seatLabel: 'Seat',
    zone: (p: TicketPlaceDto) => p.zone.name,
    gates: (p: TicketPlaceDto) => (p.gates.length ? gateNames(p.gates, 'en') : 'Any gate'),
    seat: (p: TicketPlaceDto) => (p.seat ? `Row ${p.seat.row} · Seat ${p.seat.number}${p.seat.wheelchair ? ' (wheelchair space)' : ''}` : 'Unreserved'),
  },
  th: {
    zoneLabel: 'โซน',
    gatesLabel: 'เข้าทาง',
    seatLabel: 'ที่นั่ง',
    zone: (p: TicketPlaceDto) => p.zone.nameTh,
    gates: (p: TicketPlaceDto) => (p.gates.length ? gateNames(p.gates, 'th') : 'ประตูใดก็ได้'),
    seat: (p: TicketPlaceDto) => (p.seat ? `แถว ${p.seat.row} · ที่นั่ง ${p.seat.number}${p.seat.wheelchair ? ' (ที่สำหรับผู้ใช้รถเข็น)' : ''}` : 'ไม่ระบุที่นั่ง'),
  },
} satisfies Record<Language, unknown>;

/** A ticket's place as three labelled lines, in `lang`. */
export function placeLines(place: TicketPlaceDto, lang: Language): { label: string; value: string }[] {
  const w = placeWords[lang];
  return [
    { label: w.zoneLabel, value: w.zone(place) },
    { label: w.gatesLabel, value: w.gates(place) },
    { label: w.seatLabel, value: w.seat(place) },
  ];
}
