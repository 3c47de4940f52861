import { CLUB_EMAIL } from '../../../components/ContactDetails';

/** The club's support address with the purchase's reference already in the subject. */
export const supportMailto = (subject: string) => `mailto:${CLUB_EMAIL}?subject=${encodeURIComponent(subject)}`;
