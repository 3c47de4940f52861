export const MAX_TICKETS_PER_PURCHASE = 10;
/**
 * The most units of one product (all its variants together) a fan may hold in orders awaiting
 * payment: an unpaid order takes its stock off sale, so without it one account could hold a
 * product's whole stock and let it lapse, again and again. The same ten as a ticket purchase.
 */
export const MAX_UNPAID_PER_PRODUCT = 10;
export const MAX_RECEIPT_BYTES = 5_242_880;
/** Fans are told a slip is checked within 24 hours of its upload (spec 4): the console counts down to it. */
export const VERIFICATION_HOURS = 24;
/** How long a password-reset link works: better-auth's token lifetime, and how long its mail is worth retrying. */
export const PASSWORD_RESET_LINK_SECONDS = 60 * 60;
/** How long the link that confirms a fan's email address works (better-auth's token lifetime): a day, for a fan who reads mail once a day. */
export const EMAIL_VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
/**
 * The most pixels an uploaded image (a slip, a product picture) may have; a larger one is refused
 * from its header before any pixel is decoded. Slips are phone screenshots (1290×2796 = 3.6 MP on a
 * large iPhone, 1440×3120 = 4.5 MP on a large Android, 2048×2732 = 5.6 MP on an iPad) or photos of
 * a screen (24.5 MP on recent iPhones). sharp's own limit, 268 MP, lets in a 2 MB PNG of
 * 16383×16383 that held a worker for most of a minute and hundreds of MB.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const STORE_PAGE_SIZE = 12;
export const ORDER_PAGE_SIZE = 10;
export const FEATURED_MATCHES = 3;
export const FEATURED_PRODUCTS = 8;
export const BANNERS_FETCHED = 5;
export const LOW_STOCK_THRESHOLD = 5;
export const PAYMENT_POLL_MS = 10_000;
export const BANNER_ROTATION_MS = 4_000;
export const SEARCH_DEBOUNCE_MS = 300;
/** The longest search a fan may type, in characters (UTF-16 units, as zod counts them). */
export const SEARCH_MAX_LENGTH = 100;
/** How an address verification mail's Message-ID begins (the test mail server files them apart from the mails tests wait for). */
export const VERIFY_EMAIL_KEY_PREFIX = 'email-verification-';
