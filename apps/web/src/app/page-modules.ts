/**
 * The page of every path in the route table: its module under `src/` and the component it exports.
 * Plain data, so the build can also list what each path loads first (vite.config.ts) and the server
 * can name those files in the page's HTML before its JavaScript asks for them.
 */
export const pageModules: Record<string, { file: string; component: string }> = {
  '/': { file: 'features/marketing/pages/landing-page.tsx', component: 'LandingPage' },
  '/about': { file: 'features/marketing/pages/about-page.tsx', component: 'AboutPage' },
  '/faq': { file: 'features/marketing/pages/faq-page.tsx', component: 'FaqPage' },
  '/contact': { file: 'features/marketing/pages/contact-page.tsx', component: 'ContactPage' },
  '/privacy': { file: 'features/marketing/pages/privacy-page.tsx', component: 'PrivacyPage' },
  '/terms': { file: 'features/marketing/pages/terms-page.tsx', component: 'TermsPage' },
  '/login': { file: 'features/auth/pages/login-page.tsx', component: 'LoginPage' },
  '/register': { file: 'features/auth/pages/register-page.tsx', component: 'RegisterPage' },
  '/reset-password': { file: 'features/auth/pages/reset-password-page.tsx', component: 'ResetPasswordPage' },
  '/unsubscribe/:token': { file: 'features/auth/pages/unsubscribe-page.tsx', component: 'UnsubscribePage' },
  '/providers': { file: 'features/washer-search/pages/washer-search-page.tsx', component: 'WasherSearchPage' },
  '/providers/:id': { file: 'features/washers/pages/washer-page.tsx', component: 'WasherPage' },
  '/customer/dashboard': {
    file: 'features/owner-dashboard/pages/owner-dashboard-page.tsx',
    component: 'OwnerDashboardPage',
  },
  '/customer/services': { file: 'features/catalogue/pages/services-page.tsx', component: 'ServicesPage' },
  '/customer/vehicles': { file: 'features/vehicles/pages/vehicles-page.tsx', component: 'VehiclesPage' },
  '/customer/requests': { file: 'features/requests/pages/requests-page.tsx', component: 'RequestsPage' },
  '/customer/requests/new': { file: 'features/requests/pages/new-request-page.tsx', component: 'NewRequestPage' },
  '/customer/requests/:id': { file: 'features/requests/pages/request-detail-page.tsx', component: 'RequestDetailPage' },
  '/provider/dashboard': {
    file: 'features/washer-dashboard/pages/washer-dashboard-page.tsx',
    component: 'WasherDashboardPage',
  },
  '/provider/profile': {
    file: 'features/washer-setup/pages/washer-profile-page.tsx',
    component: 'WasherProfilePage',
  },
  '/provider/schedule': { file: 'features/schedule/pages/schedule-page.tsx', component: 'SchedulePage' },
  '/appointments': { file: 'features/appointments/pages/appointments-page.tsx', component: 'AppointmentsPage' },
  '/appointments/:id': {
    file: 'features/appointments/pages/appointment-detail-page.tsx',
    component: 'AppointmentDetailPage',
  },
  '/provider/bids': { file: 'features/quotes/pages/quotes-page.tsx', component: 'QuotesPage' },
  '/messages': { file: 'features/messages/pages/messages-page.tsx', component: 'MessagesPage' },
  '/profile': { file: 'features/profile/pages/profile-page.tsx', component: 'ProfilePage' },
  '/operator': { file: 'features/operator/pages/operator-page.tsx', component: 'OperatorPage' },
};
