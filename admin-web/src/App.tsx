import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import type { Theme } from '@mui/material';
import { Route } from 'react-router';
import { Admin, AppBar, CustomRoutes, Layout, LocalesMenuButton, Menu, Resource, TitlePortal, UserMenu, defaultTheme, useGetIdentity, useTranslate, type LayoutProps, type RaThemeOptions } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { Dashboard } from './pages/Dashboard';
import { GateCheckIn } from './pages/GateCheckIn';
import { GateReport } from './pages/GateReport';
import { LoginPage } from './pages/Login';
import bankAccounts from './resources/bank-accounts';
import auditLog from './resources/audit-log';
import banners from './resources/banners';
import categories from './resources/categories';
import competitionResults from './resources/competition-results';
import failedJobs from './resources/failed-jobs';
import matches from './resources/matches';
import { OnSalePage } from './resources/matches/OnSalePage';
import orders from './resources/orders';
import pickupLocations from './resources/pickup-locations';
import products from './resources/products';
import promoCodes from './resources/promo-codes';
import purchases from './resources/purchases';
import shippingMethods from './resources/shipping-methods';
import statementImports from './resources/statement-imports';
import statementLines from './resources/statement-lines';
import teams from './resources/teams';
import users from './resources/users';
import settings from './resources/settings';
import venues from './resources/venues';
import zones from './resources/zones';
import gates from './resources/gates';
import seasonPasses from './resources/season-passes';
import seasonHolders from './resources/season-holders';
import exchangeListings from './resources/exchange-listings';
import ledgerEntries from './resources/ledger-entries';

/**
 * react-admin's light theme with colours that carry white or coloured text at WCAG AA (4.5:1):
 * its blues (#1976d2 on the grey page, #2196f3 under the app bar's white title), MUI's orange and
 * light blue chips (#ed6c02, #0288d1 under white) were 3 to 4.4:1, and its red (#d32f2f: Delete on
 * the forms' grey toolbar) 3.8:1. The hint under a disabled field still says something (which
 * team a score is for): it keeps the readable grey instead of the disabled one (2.7:1).
 */
const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { light: '#5e92f3', main: '#0d5bb5', dark: '#003c8f', contrastText: '#fff' },
    warning: { main: '#b45309', contrastText: '#fff' },
    info: { main: '#0369a1', contrastText: '#fff' },
    error: { main: '#b71c1c', contrastText: '#fff' },
  },
  components: {
    ...defaultTheme.components,
    MuiFormHelperText: { styleOverrides: { root: ({ theme: t }: { theme: Theme }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) } },
    // Every list fits a 1280 px desk beside the open menu: a long e-mail or reference wraps inside
    // its cell instead of widening the table (an amount, right-aligned, stays whole), and a table
    // still too wide scrolls in its own box, never the page.
    RaDatagrid: {
      styleOverrides: {
        root: {
          '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
          '& .RaDatagrid-rowCell': { overflowWrap: 'anywhere' },
          '& .RaDatagrid-rowCell.MuiTableCell-alignRight': { overflowWrap: 'normal', whiteSpace: 'nowrap' },
        },
      },
    },
  },
};

/**
 * The signed-in person's menu: its button shows their name, so its accessible name starts with
 * that name (react-admin's says only "Profile", which a voice user reading the button cannot say).
 */
const ClubUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? translate('club.auth.userMenu', { name: identity.fullName }) : 'ra.auth.user_menu'} />;
};

const ClubAppBar = () => (
  <AppBar toolbar={<LocalesMenuButton />} userMenu={<ClubUserMenu />}>
    {/* A long title ends in an ellipsis rather than running under the language button on a phone. */}
    <TitlePortal sx={{ minWidth: 0, mr: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} />
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
    <Admin disableTelemetry theme={theme} title="club.title" authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} dashboard={Dashboard} layout={ClubLayout} loginPage={LoginPage} requireAuth>
      {(permissions: string) => [
 <Resource key="purchases" name="purchases" {...purchases} />,
        <Resource key="orders" name="orders" {...orders} />,
        // Bank statements staff import, and their lines no purchase or order surely explained.
        <Resource key="statement-imports" name="statement-imports" {...statementImports} />,
        <Resource key="statement-lines" name="statement-lines" {...statementLines} />,
        // Staff and admins correct a result when the competition feed is wrong.
        <Resource key="competition-results" name="competition-results" {...competitionResults} />,
        // Match days and the catalogue: staff read them, only admins create and edit.
        ...[
          { name: 'matches', ...matches },
          { name: 'teams', ...teams },
          { name: 'venues', ...venues },
          { name: 'zones', ...zones },
          { name: 'gates', ...gates },
          { name: 'season-passes', ...seasonPasses },
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
 // Edited in place on a match's page (its zones), never listed alone.
        <Resource key="match-zones" name="match-zones" />,
        // A pass's holders: its purchases, read here and decided under purchases.
        <Resource key="season-holders" name="season-holders" {...seasonHolders} />,
        // What holders offer on the exchange and the credit ledger it writes (read-only; admins record payouts).
        <Resource key="exchange-listings" name="exchange-listings" {...exchangeListings} />,
        <Resource key="ledger-entries" name="ledger-entries" {...ledgerEntries} />,
        <Resource key="users" name="users" {...users} edit={permissions === 'admin' ? users.edit : undefined} />,
        // One record: admins change it, staff see it.
        <Resource key="settings" name="settings" {...settings} />,
        // Read-only for staff and admins.
        <Resource key="audit-log" name="audit-log" {...auditLog} />,
        // Jobs that gave up (a mail through a long outage): staff retry them.
        <Resource key="failed-jobs" name="failed-jobs" {...failedJobs} />,
        <CustomRoutes key="gate">
          <Route path="/check-in" element={<GateCheckIn />} />
          {/* A match's control room on the day of its sale (staff read it, admins change the admission). */}
          <Route path="/matches/:id/on-sale" element={<OnSalePage />} />
          {/* A match's admissions, refusals and double entries at the gates (staff). */}
          <Route path="/gate-report/:matchId" element={<GateReport />} />
        </CustomRoutes>,
      ]}
    </Admin>
  );
}
