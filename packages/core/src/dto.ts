/** Shapes the API sends, shared by the server (which builds them) and the sites (which read them). */

export interface TeamDto {
  id: string;
  name: string;
  nameTh: string;
  /** URL of the logo (/uploads/team-logos/{file}) or null. */
  logo: string | null;
  isHomeClub: boolean;
}

interface VenueDto {
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
  /** The holder's name in Thai (the English name until staff write one). */
  accountHolderNameTh: string;
  accountHolderPosition: string;
  accountHolderPositionTh: string;
  promptpayId: string;
  /** Set when fans pay by bill payment (a Thai QR naming their reference): the bank reports each payment back. */
  billerId: string | null;
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
  /** Baht (spec), the lowest price of its open zones; ticketPriceSatang carries the exact amount. */
  ticketPrice: number;
  ticketPriceSatang: number;
  /** Of all its open zones together; unlimitedTickets when any of them is. */
  availableTickets: number;
  unlimitedTickets: boolean;
  /** The zones on sale, in the venue's order: a venue of one zone has one ("General admission"). */
  zones: import('./zones.js').ZoneOfferDto[];
  /** The most tickets one fan may hold of this match, paid and unpaid together; null: no limit but MAX_TICKETS_PER_PURCHASE unpaid. */
  ticketsPerFan: number | null;
  /** Nothing can be bought before it (the buy page counts down); null: on sale now. */
  saleStartsAt: string | null;
  /** When the match's waiting room opens; null: no room (buy directly). */
  queueOpensAt: string | null;
  status: string;
  bankAccount: BankAccountDto;
}

/** An earlier purchase or order paid with the same slip file or the same bank transaction (staff only). */
export interface ReceiptDuplicateDto {
  kind: 'purchase' | 'order';
  id: string;
  reason: 'same_file' | 'same_transaction';
}

export interface ReceiptCheckDto {
  status: 'pending' | 'accepted' | 'unreadable';
  /** Why an unreadable slip was refused, as a code the sites word in their language. */
  error: import('./statuses.js').ReceiptCheckError | null;
  duplicates?: ReceiptDuplicateDto[];
  transactionRef?: string | null;
  /** The check with the bank (null: no slip verifier, or not asked yet). */
  bank: ReceiptBankCheckDto | null;
}

/**
 * Where a slip's check with the bank stands and what it found. The fan is not told which other
 * purchase or order used the same transfer (`already_used` without its reference); staff also get
 * the verifier's own answer.
 */
export interface ReceiptBankCheckDto {
  check: import('./bank-checks.js').BankCheck;
  findings: import('./bank-checks.js').BankFinding[];
  checkedAt: string | null;
  answer?: { provider: string; answer: unknown } | null;
}

/** A row of the audit log (GET /api/v1/admin/audit-log): who changed what, and when. */
export interface AuditEntryDto {
  id: number;
  created_at: string;
  action: string;
  entity_type: string;
  entity_id: string;
  /** The record as staff know it (a TK- reference, an OR- number, an e-mail, a product's name) in each language; null when it has no such name. */
  entity_name: { en: string; th: string } | null;
  actor_id: string | null;
  /** Null for the system (the worker) or an account since deleted. */
  actor_name: string | null;
  actor_email: string | null;
  /** `{ field: [before, after] }` for an edit, `{ after }` for a creation, `{ before }` for a deletion, or facts such as a reason. */
  changes: Record<string, unknown>;
}

/** GET /api/v1/auth-providers: the sign-in providers besides email and password that are configured. */
export interface AuthProviders {
  google: boolean;
  line: boolean;
}

/**
 * A job that gave up (GET /api/v1/admin/failed-jobs): its retries are spent and it waits for staff.
 * Read from the outbox, which keeps it even when Redis lost the job.
 */
export interface FailedJobDto {
  /** The job's id in its queue (`evt-{event key}-{job}`). */
  id: string;
  queue: string;
  /** The job's name in its queue: tickets, order-status, password-reset, issue, check… */
  job: string;
  /** The outbox event the job was made for. */
  event_type: string;
  /** What it was for: a ticket purchase, a store order, or neither (a password reset mail). */
  subject_type: 'purchase' | 'order' | null;
  subject_id: string | null;
  /** The purchase's reference or the order's number. */
  reference: string | null;
  /** Who its mail goes to (the fan's address: staff see it in purchases and orders too). */
  recipient: string | null;
  attempts: number;
  last_error: string;
  failed_at: string;
  created_at: string;
}
