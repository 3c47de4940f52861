import { useTranslation } from 'react-i18next';

/** The browser tab's title; React places <title> in the document head. */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{`${title} · ${t('club.name')}`}</title>;
}
