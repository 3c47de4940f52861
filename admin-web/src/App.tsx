import { Admin, AppBar, Layout, LocalesMenuButton, Resource, TitlePortal, type LayoutProps } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { Dashboard } from './pages/Dashboard';
import orders from './resources/orders';
import purchases from './resources/purchases';
import users from './resources/users';

const ClubAppBar = () => (
  <AppBar toolbar={<LocalesMenuButton />}>
    <TitlePortal />
  </AppBar>
);

const ClubLayout = (props: LayoutProps) => <Layout {...props} appBar={ClubAppBar} />;

export function App() {
  return (
    <Admin title="club.title" authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} dashboard={Dashboard} layout={ClubLayout} requireAuth>
      {(permissions: string) => [
 <Resource key="purchases" name="purchases" {...purchases} />,
        <Resource key="orders" name="orders" {...orders} />,
        <Resource key="users" name="users" {...users} edit={permissions === 'admin' ? users.edit : undefined} />,
      ]}
    </Admin>
  );
}
