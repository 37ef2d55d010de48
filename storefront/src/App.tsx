import { lazy } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { Layout } from './layout/Layout';
import HomePage from './pages/HomePage';
import { BackOfficeDashboard, RequireCustomer } from './session/guards';

const AboutPage = lazy(() => import('./pages/AboutPage'));
const CsrPage = lazy(() => import('./pages/CsrPage'));
const BlogPage = lazy(() => import('./pages/BlogPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const PrivacyPage = lazy(() => import('./pages/PrivacyPage'));
const TermsPage = lazy(() => import('./pages/TermsPage'));
const RefundPage = lazy(() => import('./pages/RefundPage'));
const WholesalePage = lazy(() => import('./pages/WholesalePage'));
const EnquiryPage = lazy(() => import('./pages/EnquiryPage'));
const RetailPage = lazy(() => import('./pages/RetailPage'));
const ServicesPage = lazy(() => import('./pages/ServicesPage'));
const ServiceCategoryPage = lazy(() => import('./pages/ServiceCategoryPage'));
const ServiceDetailPage = lazy(() => import('./pages/ServiceDetailPage'));
const RateListPage = lazy(() => import('./pages/RateListPage'));
const RatePage = lazy(() => import('./pages/RatePage'));
const LoginPage = lazy(() => import('./pages/LoginPage'));
const SignupPage = lazy(() => import('./pages/SignupPage'));
const BecomeVendorPage = lazy(() => import('./pages/BecomeVendorPage'));
const BecomeProviderPage = lazy(() => import('./pages/BecomeProviderPage'));
const CustomerDashboardPage = lazy(() => import('./pages/CustomerDashboardPage'));
const SearchPage = lazy(() => import('./pages/SearchPage'));
const CategoryProductsPage = lazy(() => import('./pages/CategoryProductsPage'));
const ProductPage = lazy(() => import('./pages/ProductPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const CheckoutPage = lazy(() => import('./checkout/CheckoutPage'));
const OrderConfirmationPage = lazy(() => import('./checkout/OrderConfirmationPage'));
const PaymentResultPage = lazy(() => import('./checkout/PaymentResultPage'));

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
      { path: '/wholesale/enquire/:productId', element: <EnquiryPage /> },
      { path: '/retail', element: <RetailPage /> },
      { path: '/wholesale/:slug', element: <CategoryProductsPage group="wholesale" /> },
      { path: '/retail/:slug', element: <CategoryProductsPage group="retail" /> },
      { path: '/products/:slug', element: <ProductPage /> },
      { path: '/services', element: <ServicesPage /> },
      // The eight service pages and e-services (both spellings), then one service with its booking form.
      { path: '/services/:category', element: <ServiceCategoryPage /> },
      { path: '/services/:category/:serviceId', element: <ServiceDetailPage /> },
      { path: '/wholesale-rate-list', element: <RateListPage /> },
      { path: '/wholesale-rate-list/:id', element: <RatePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/become-vendor', element: <BecomeVendorPage /> },
      { path: '/become-service-provider', element: <BecomeProviderPage /> },
      // Both paths are the customer dashboard (spec 2.1); the others live in the back office.
      { path: '/customer-dashboard', element: <RequireCustomer><CustomerDashboardPage /></RequireCustomer> },
      { path: '/dashboard', element: <RequireCustomer><CustomerDashboardPage /></RequireCustomer> },
      { path: '/vendor-dashboard', element: <BackOfficeDashboard role="vendor" /> },
      { path: '/service-provider-dashboard', element: <BackOfficeDashboard role="provider" /> },
      { path: '/admin-dashboard', element: <BackOfficeDashboard role="admin" /> },
      { path: '/search', element: <SearchPage /> },
      { path: '/checkout', element: <RequireCustomer><CheckoutPage /></RequireCustomer> },
      // The cart is shown on /checkout (the cart icon's link, spec 2.1); /cart is where people type it.
      { path: '/cart', element: <Navigate to="/checkout" replace /> },
      { path: '/order-confirmation', element: <RequireCustomer><OrderConfirmationPage /></RequireCustomer> },
      { path: '/payment-success', element: <RequireCustomer><PaymentResultPage outcome="success" /></RequireCustomer> },
      { path: '/payment-failure', element: <RequireCustomer><PaymentResultPage outcome="failure" /></RequireCustomer> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
