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
    purchases: {
      approve: 'Approve', reject: 'Reject', rejectTitle: 'Reject this payment', reason: 'Reason the fan will see',
      approved: 'Payment approved: tickets are being issued', rejected: 'Payment rejected', noReceipt: 'No slip yet', receiptOf: 'Slip of %{ref}',
      dup_same_file: 'Same file as %{id}', dup_same_transaction: 'Same bank transaction as %{id}',
    },
    purchaseStatus: { pending: 'Pending', verifying: 'Verifying', completed: 'Completed', failed: 'Failed', expired: 'Expired', rejected: 'Rejected', cancelled: 'Cancelled' },
    roles: { fan: 'Fan', staff: 'Staff', admin: 'Admin' },
  },
  resources: {
    purchases: { name: 'Ticket purchase |||| Ticket purchases', fields: { referenceNumber: 'Reference', status: 'Status', quantity: 'Tickets', totalAmount: 'Amount expected', receiptUploadedAt: 'Slip uploaded', phone: 'Phone', 'buyer.name': 'Buyer', 'buyer.email': 'Email', 'receiptCheck.transactionRef': 'Bank transaction', rejectionReason: 'Rejection reason' } },
    users: {
      name: 'User |||| Users',
      fields: { email: 'Email', name: 'Name', phone: 'Phone', role: 'Role', preferredLanguage: 'Language', createdAt: 'Joined', q: 'Search' },
    },
  },
};
