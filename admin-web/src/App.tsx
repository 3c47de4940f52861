import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Route } from 'react-router';
import { Admin, AppBar, CustomRoutes, Layout, LocalesMenuButton, Menu, Resource, TitlePortal, type LayoutProps } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { Dashboard } from './pages/Dashboard';
import { GateCheckIn } from './pages/GateCheckIn';
import bankAccounts from './resources/bank-accounts';
import auditLog from './resources/audit-log';
import banners from './resources/banners';
import categories from './resources/categories';
import competitionResults from './resources/competition-results';
import failedJobs from './resources/failed-jobs';
import matches from './resources/matches';
import orders from './resources/orders';
import pickupLocations from './resources/pickup-locations';
import products from './resources/products';
import promoCodes from './resources/promo-codes';
import purchases from './resources/purchases';
import shippingMethods from './resources/shipping-methods';
import teams from './resources/teams';
import users from './resources/users';
import settings from './resources/settings';
import venues from './resources/venues';

const ClubAppBar = () => (
  <AppBar toolbar={<LocalesMenuButton />}>
    <TitlePortal />
  </AppBar>
);

// The resources, then the pages that are not resources (the gate scanner).
const ClubMenu = () => (
  <Menu>
    <Menu.DashboardItem />
    <Menu.ResourceItems />
    <Menu.Item to="/check-in" primaryText="club.checkIn.menu" leftIcon={<QrCodeScannerIcon />} />
  </Menu>
);

// A wide table scrolls inside its card instead of widening the whole page (a flex item is never narrower than its content by default).
const ClubLayout = (props: LayoutProps) => <Layout {...props} appBar={ClubAppBar} menu={ClubMenu} sx={{ '& .RaLayout-content': { minWidth: 0 } }} />;

export function App() {
  return (
    <Admin disableTelemetry title="club.title" authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} dashboard={Dashboard} layout={ClubLayout} requireAuth>
      {(permissions: string) => [
 <Resource key="purchases" name="purchases" {...purchases} />,
        <Resource key="orders" name="orders" {...orders} />,
        // Staff and admins correct a result when the competition feed is wrong.
        <Resource key="competition-results" name="competition-results" {...competitionResults} />,
        // Match days and the catalogue: staff read them, only admins create and edit.
        ...[
          { name: 'matches', ...matches },
          { name: 'teams', ...teams },
          { name: 'venues', ...venues },
          { name: 'bank-accounts', ...bankAccounts },
          { name: 'products', ...products },
          { name: 'categories', ...categories },
          { name: 'banners', ...banners },
          { name: 'promo-codes', ...promoCodes },
          { name: 'shipping-methods', ...shippingMethods },
          { name: 'pickup-locations', ...pickupLocations },
        ].map(({ edit, create, ...r }) => (
          <Resource key={r.name} {...r} edit={permissions === 'admin' ? edit : undefined} create={permissions === 'admin' ? create : undefined} />
        )),
        <Resource key="users" name="users" {...users} edit={permissions === 'admin' ? users.edit : undefined} />,
        // One record: admins change it, staff see it.
        <Resource key="settings" name="settings" {...settings} />,
        // Read-only for staff and admins.
        <Resource key="audit-log" name="audit-log" {...auditLog} />,
        // Jobs that gave up (a mail through a long outage): staff retry them.
        <Resource key="failed-jobs" name="failed-jobs" {...failedJobs} />,
        <CustomRoutes key="gate">
          <Route path="/check-in" element={<GateCheckIn />} />
        </CustomRoutes>,
      ]}
    </Admin>
  );
}
