import englishMessages from 'ra-language-english';

export const en = {
  ...englishMessages,
  // Staff sign in with their email address.
  ra: { ...englishMessages.ra, auth: { ...englishMessages.ra.auth, username: 'Email' } },
  club: {
    title: 'Bangkok Thunder FC — Staff console',
    auth: {
      noStaffAccess: 'This account has no staff access',
      signInFirst: 'Please sign in',
      sessionExpired: 'Your session has expired, please sign in again',
      email: 'Email',
    },
    dashboard: {
      welcome: 'Welcome, %{name}',
      role: 'Role: %{role}',
      health: 'System health',
      database: 'Database',
      redis: 'Redis',
      queues: 'Queues',
      ok: 'OK',
      down: 'Down',
      loadError: 'Could not load the system health',
      queueLine: '%{waiting} waiting · %{active} active · %{failed} failed',
    },
    roles: { fan: 'Fan', staff: 'Staff', admin: 'Admin' },
  },
  resources: {
    users: {
      name: 'User |||| Users',
      fields: { email: 'Email', name: 'Name', phone: 'Phone', role: 'Role', preferredLanguage: 'Language', createdAt: 'Joined', q: 'Search' },
    },
  },
};
