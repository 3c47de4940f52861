import { useTranslation } from 'react-i18next';
import { FactList } from './FactList';

export const CLUB_EMAIL = 'support@bangkokthunder.example';
export const CLUB_PHONE = '02-123-4567';

/** The club's email, phone and address, as the footer and the terms page show them. */
export function ContactDetails() {
  const { t } = useTranslation();
  return (
    <FactList
      className="contact-details"
      facts={[
        { icon: 'mail', label: t('contact.email'), value: <a href={`mailto:${CLUB_EMAIL}`}>{CLUB_EMAIL}</a> },
        { icon: 'phone', label: t('contact.phone'), value: <a href={`tel:${CLUB_PHONE.replaceAll('-', '')}`}>{CLUB_PHONE}</a> },
        { icon: 'pin', label: t('contact.address'), value: t('contact.addressText') },
      ]}
    />
  );
}
