/**
 * EasySlip's API v2 bank-slip call, as its documentation describes it:
 * https://document.easyslip.com/en/v2/verify/bank/ and …/v2/verify/bank/payload (request and
 * response), https://document.easyslip.com/en/reference/error-codes (errors), and for the slip
 * itself (`rawSlip`) the v1 response type, https://document.easyslip.com/documents/verify/bank/payload.
 *
 * `POST https://api.easyslip.com/v2/verify/bank` with `Authorization: Bearer <API_KEY>`.
 */

/** Verify by payload (the service also takes `image`, `base64` or `url` instead of `payload`). */
export interface EasySlipVerifyBankRequest {
  /** The slip's QR payload, 1 to 128 characters. */
  payload: string;
  /** Kept with the check for the caller's tracking, 1 to 255 characters. */
  remark?: string;
  /** Match the receiver against the accounts registered with the service: `matchedAccount`. */
  matchAccount?: boolean;
  /** Expected amount in baht: `amountInOrder` and `isAmountMatched`. */
  matchAmount?: number;
  /** Check whether the slip was verified before: `isDuplicate` (default false). */
  checkDuplicate?: boolean;
}

export interface EasySlipVerifyBankResponse {
  success: true;
  data: EasySlipVerifyBankData;
  message: string;
}

export interface EasySlipVerifyBankData {
  remark?: string;
  isDuplicate: boolean;
  matchedAccount: EasySlipMatchedAccount | null;
  /** With `matchAmount`. */
  amountInOrder?: number;
  /** Baht. */
  amountInSlip: number;
  /** With `matchAmount`. */
  isAmountMatched?: boolean;
  rawSlip: EasySlipRawSlip;
}

/** The registered account the slip's receiver matched. */
export interface EasySlipMatchedAccount {
  bank: { nameTh: string; nameEn: string; code: string; shortCode: string };
  nameTh: string;
  nameEn: string;
  type: 'PERSONAL' | 'JURISTIC';
  bankNumber: string;
}

/** The slip as the bank reports it (v1's `data`). */
export interface EasySlipRawSlip {
  payload: string;
  transRef: string;
  /** ISO 8601 with offset ('2023-01-01T00:00:00+07:00'). */
  date: string;
  countryCode: string;
  amount: {
    /** Baht. */
    amount: number;
    local: { amount?: number; currency?: string };
  };
  fee?: number;
  ref1?: string;
  ref2?: string;
  ref3?: string;
  sender: EasySlipParty;
  receiver: EasySlipParty & { merchantId?: string };
}

export interface EasySlipParty {
  /** `id`: the bank code, 3 digits ('004'); `short`: 'KBANK'. */
  bank: { id: string; name?: string; short?: string };
  account: {
    name: { th?: string; en?: string };
    /** The account number, masked. */
    bank?: { type: 'BANKAC' | 'TOKEN' | 'DUMMY'; account: string };
    /** The PromptPay id, masked. */
    proxy?: { type: 'NATID' | 'MSISDN' | 'EWALLETID' | 'EMAIL' | 'BILLERID'; account: string };
  };
}

/**
 * By HTTP status: 401 MISSING_API_KEY, INVALID_API_KEY; 403 BRANCH_INACTIVE, SERVICE_BANNED,
 * SERVICE_DELETED, IP_NOT_ALLOWED, QUOTA_EXCEEDED; 400 VALIDATION_ERROR (and URL and image
 * errors of the other inputs); 404 SLIP_NOT_FOUND ("slip not found or invalid": no such
 * transfer, or no slip QR), NOT_FOUND (wrong endpoint); 500 API_SERVER_ERROR (the bank side),
 * INTERNAL_SERVER_ERROR.
 */
export type EasySlipErrorCode =
  | 'MISSING_API_KEY' | 'INVALID_API_KEY'
  | 'BRANCH_INACTIVE' | 'SERVICE_BANNED' | 'SERVICE_DELETED' | 'IP_NOT_ALLOWED' | 'QUOTA_EXCEEDED'
  | 'VALIDATION_ERROR'
  | 'SLIP_NOT_FOUND' | 'NOT_FOUND'
  | 'API_SERVER_ERROR' | 'INTERNAL_SERVER_ERROR';

export interface EasySlipErrorResponse {
  success: false;
  error: { code: EasySlipErrorCode; message: string };
}
