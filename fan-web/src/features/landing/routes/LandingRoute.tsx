import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { ClubStats } from '../components/ClubStats';
import { FeatureList } from '../components/FeatureList';
import { MatchesHero } from '../components/MatchesHero';
import { SocialLinks } from '../components/SocialLinks';
import { Sponsors } from '../components/Sponsors';
import { TicketOffers } from '../components/TicketOffers';
import '../landing.css';

export function LandingRoute() {
  const { t } = useTranslation('landing');
  return (
    <>
      <PageTitle title={t('meta.title')} />
      <MatchesHero />
      <TicketOffers />
      <ClubStats />
      <FeatureList />
      <SocialLinks />
      <Sponsors />
    </>
  );
}
