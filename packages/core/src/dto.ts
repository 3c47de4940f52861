/** Shapes the API sends, shared by the server (which builds them) and the sites (which read them). */

export interface TeamDto {
  id: string;
  name: string;
  nameTh: string;
  /** URL of the logo (/uploads/team-logos/{file}) or null. */
  logo: string | null;
  isHomeClub: boolean;
}

export interface VenueDto {
  name: string;
  nameTh: string;
  address: string;
  addressTh: string;
  capacity: number;
}

export interface BankAccountDto {
  bankName: string;
  bankNameTh: string;
  accountNumber: string;
  accountName: string;
  accountHolderName: string;
  accountHolderPosition: string;
  promptpayId: string;
}

export interface MatchDto {
  id: string;
  matchDate: string;
  homeTeam: TeamDto;
  /** Null when the opponent is not known yet (shown as TBA). */
  awayTeam: TeamDto | null;
  venue: VenueDto;
  league: string;
  leagueTh: string;
  /** Baht (spec); ticketPriceSatang carries the exact amount. */
  ticketPrice: number;
  ticketPriceSatang: number;
  availableTickets: number;
  unlimitedTickets: boolean;
  status: string;
  bankAccount: BankAccountDto;
}
