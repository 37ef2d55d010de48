import { lazy } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Layout } from './layout/Layout';
import HomePage from './pages/HomePage';

const page = (load: () => Promise<{ default: React.ComponentType }>) => lazy(load);

const AboutPage = page(() => import('./pages/AboutPage'));
const CsrPage = page(() => import('./pages/CsrPage'));
const BlogPage = page(() => import('./pages/BlogPage'));
const ContactPage = page(() => import('./pages/ContactPage'));
const PrivacyPage = page(() => import('./pages/PrivacyPage'));
const TermsPage = page(() => import('./pages/TermsPage'));
const RefundPage = page(() => import('./pages/RefundPage'));
const WholesalePage = page(() => import('./pages/WholesalePage'));
const RetailPage = page(() => import('./pages/RetailPage'));
const ServicesPage = page(() => import('./pages/ServicesPage'));
const RateListPage = page(() => import('./pages/RateListPage'));
const LoginPage = page(() => import('./pages/LoginPage'));
const SignupPage = page(() => import('./pages/SignupPage'));
const SearchPage = page(() => import('./pages/SearchPage'));
const NotFoundPage = page(() => import('./pages/NotFoundPage'));

/** Every storefront route; anything else is the 404 page. */
const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/csr', element: <CsrPage /> },
      { path: '/blog', element: <BlogPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/refund', element: <RefundPage /> },
      { path: '/wholesale', element: <WholesalePage /> },
      { path: '/retail', element: <RetailPage /> },
      { path: '/services', element: <ServicesPage /> },
      { path: '/wholesale-rate-list', element: <RateListPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/search', element: <SearchPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
