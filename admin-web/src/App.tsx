import { Admin, AppBar, Layout, LocalesMenuButton, Resource, TitlePortal, useTranslate, type LayoutProps } from 'react-admin';
import { Typography } from '@mui/material';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { Dashboard } from './pages/Dashboard';
import users from './resources/users';

function ClubAppBar() {
  const translate = useTranslate();
  return (
    <AppBar toolbar={<LocalesMenuButton />}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mr: 2, display: { xs: 'none', md: 'block' } }}>{translate('club.title')}</Typography>
      <TitlePortal />
    </AppBar>
  );
}

const ClubLayout = (props: LayoutProps) => <Layout {...props} appBar={ClubAppBar} />;

export function App() {
  return (
    <Admin title="club.title" authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} dashboard={Dashboard} layout={ClubLayout} requireAuth>
      {(permissions: string) => [
        <Resource key="users" name="users" {...users} edit={permissions === 'admin' ? users.edit : undefined} />,
      ]}
    </Admin>
  );
}
