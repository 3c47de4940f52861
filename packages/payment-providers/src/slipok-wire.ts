/**
 * SlipOK's check-slip call, as its documentation (version 1.7) describes it:
 * https://slipok.com/api-documentation/check-slip/ (fields, masking) and
 * https://slipok.com/api-documentation/ (change log: codes 1010 to 1014 and what they carry).
 *
 * `POST https://api.slipok.com/api/line/apikey/<BRANCH_ID>` with the header
 * `x-authorization: <API_KEY>`. A slip the bank knows answers 200 with a `SlipOkCheckSlipSuccess`;
 * anything else answers a 4xx with a `SlipOkCheckSlipError`.
 */

/** The JSON body. The service also takes the slip as `files` (an image, multipart) or `url`; this product sends the QR payload. */
export interface SlipOkCheckSlipRequest {
  /** The text of the mini-QR in the slip's lower right corner. */
  data: string;
  /** Baht: the service compares it with the slip's amount and answers 1013 when they differ. */
  amount?: number;
  /**
   * true: the slip is logged for the branch's LINE LIFF dashboard, its receiver is checked against
   * the account registered there (1014) and a slip logged before is refused as repeated (1012).
   * Absent or false: the slip is only read, nothing is kept.
   */
  log?: boolean;
}

/** Sender or receiver. Names "might not be complete": the bank shows part of them. */
export interface SlipOkParty {
  /** Thai or English, as the issuing bank prints it ('นาย กสิกร ร'). */
  displayName: string;
  /** English ('Mr. Kasikorn R'). */
  name: string;
  proxy: {
    /** NATID, MSISDN, EWALLETID, EMAIL or BILLERID. */
    type: string | null;
    /** Always masked. */
    value: string | null;
  };
  account: {
    /** BANKAC, TOKEN or DUMMY. */
    type: string | null;
    /** Always masked ('xxx-x-x5678-x'). */
    value: string | null;
  };
}

/** The slip as the bank reports it. */
export interface SlipOkSlip {
  /** The QR is a valid slip QR. */
  success: boolean;
  /** Verification message ('✅'). */
  message: string;
  /** EN or TH. */
  language?: string;
  /** Bank codes, 3 digits ('004'). */
  receivingBank: string;
  sendingBank: string;
  /** Up to 25 characters. */
  transRef: string;
  /** 'yyyyMMdd', Bangkok time. */
  transDate: string;
  /** 'HH:mm:ss', Bangkok time. */
  transTime: string;
  /** ISO 8601, UTC ('2020-04-01T03:15:07.000Z'). */
  transTimestamp: string;
  sender: SlipOkParty;
  receiver: SlipOkParty;
  /** Baht. */
  amount: number;
  paidLocalAmount?: number;
  /** ISO 4217 numeric ('764'). */
  paidLocalCurrency?: string;
  countryCode?: string;
  transFeeAmount?: number;
  ref1?: string;
  ref2?: string;
  ref3?: string;
  toMerchantId?: string;
}

export interface SlipOkCheckSlipSuccess {
  success: true;
  data: SlipOkSlip;
}

/**
 * 1000 no QR data sent, 1001 branch not found, 1002 bad x-authorization, 1003 package expired,
 * 1004 over quota, 1005 not an image, 1006 bad image, 1007 no QR in the image, 1008 not a payment
 * slip QR, 1009 the bank's data temporarily unavailable, 1010 a slip of a bank that must be waited
 * for, 1011 QR expired or no such transaction, 1012 repeated slip (with `log`), 1013 amount differs
 * from `amount`, 1014 receiver differs from the branch's account (with `log`).
 */
export type SlipOkErrorCode = 1000 | 1001 | 1002 | 1003 | 1004 | 1005 | 1006 | 1007 | 1008 | 1009 | 1010 | 1011 | 1012 | 1013 | 1014;

/** What 1010 carries: the bank, and how long to wait before asking again (minutes, as its message tells). */
interface SlipOkDelayData {
  qrcodeData: string;
  bankCode: string;
  bankName: string;
  delay: number;
}

/** An error; 1012, 1013 and 1014 carry the slip itself, 1010 the delay. */
export interface SlipOkCheckSlipError {
  code: SlipOkErrorCode;
  message: string;
  data?: SlipOkSlip | SlipOkDelayData;
}
