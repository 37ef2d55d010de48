import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useCart } from '../cart/cartStore';
import { EmailSettings } from '../components/account/EmailSettings';
import { NameSettings } from '../components/account/NameSettings';
import { PasswordSettings } from '../components/account/PasswordSettings';
import { PhoneSettings } from '../components/account/PhoneSettings';
import { Icon, type IconName } from '../components/Icon';
import { initials } from '../components/initials';
import { MyEnquiries } from '../components/enquiries/MyEnquiries';
import { usePageTitle } from '../components/usePageTitle';
import { MyBookings } from '../bookings/MyBookings';
import { useToast } from '../layout/Toast';
import { useSession } from '../session/SessionContext';
import { addEnglishSections } from '../i18n/english-sections';
import { ContactSection } from '../customer/ContactSection';
import { CouponsSection } from '../customer/CouponsSection';
import { NotificationsSection } from '../customer/NotificationsSection';
import { OrdersSection } from '../customer/OrdersSection';
import { WalletSection } from '../customer/WalletSection';
import { ShopTabs } from '../customer/ShopTabs';
import { listMyOrders } from '../checkout/checkoutApi';
import '../customer/CustomerSections.css';
import './CustomerDashboardPage.css';

addEnglishSections('customer');

/**
 * The sidebar of spec 2.6: each entry shows its own section (by the address's #hash, so a
 * link such as the bell's "See all notifications" opens it); Logout ends the session. Shop
 * holds spec 2.6's three tabs (Wholesale Products, Retail Products, Services) in one place.
 */
const SECTIONS: { id: 'orders' | 'shop' | 'wallet' | 'profile' | 'enquiries' | 'bookings' | 'notifications' | 'coupons' | 'contact'; icon: IconName; render: () => ReactNode }[] = [
  { id: 'orders', icon: 'layers', render: () => <OrdersSection /> },
  { id: 'shop', icon: 'cart', render: () => <ShopTabs /> },
  { id: 'wallet', icon: 'money', render: () => <WalletSection /> },
  { id: 'profile', icon: 'user', render: () => null },
  { id: 'enquiries', icon: 'send', render: () => <MyEnquiries /> },
  { id: 'bookings', icon: 'calendar', render: () => <MyBookings /> },
  { id: 'notifications', icon: 'bell', render: () => <NotificationsSection /> },
  { id: 'coupons', icon: 'tag', render: () => <CouponsSection /> },
  { id: 'contact', icon: 'mail', render: () => <ContactSection /> },
];

/** /customer-dashboard and /dashboard (spec 2.6), for now: the customer's account and the sidebar. */
export default function CustomerDashboardPage() {
  const { t } = useTranslation();
  const { session, signOut } = useSession();
  const { notify } = useToast();
  const navigate = useNavigate();
  const cart = useCart();
  const [leaving, setLeaving] = useState(false);
  const hash = useLocation().hash.slice(1);
  const [orders, setOrders] = useState<number | null>(null);
  useEffect(() => {
    listMyOrders(1, 1).then((r) => setOrders(r.total), () => setOrders(null));
  }, []);
  const current = SECTIONS.find((s) => s.id === hash) ?? SECTIONS[0];
  usePageTitle(t('dashboard.title'));
  if (!session) return null; // RequireCustomer renders this page for signed-in customers only
  const { user } = session;
  const name = user.name || user.email || t('dashboard.fallbackName');

  const logout = async () => {
    setLeaving(true);
    await signOut();
    // Spec 8: the dashboards say 'Logged out successfully' (the top bar's menu says 'Logged Out'), for the default 5 s.
    notify({ title: t('dashboard.loggedOut') });
    navigate('/');
  };

  return (
    <div className="dashboard">
      <div className="container dashboard__inner">
        <nav className="dashboard__nav" aria-label={t('dashboard.menuLabel')}>
          <ul>
            {SECTIONS.map((item) => (
              <li key={item.id}>
                <Link
                  to={{ hash: item.id }}
                  className={`dashboard__nav-item${item === current ? ' dashboard__nav-item--current' : ''}`}
                  aria-current={item === current ? 'page' : undefined}
                  data-testid={`dashboard-menu-${item.id}`}
                >
                  <Icon name={item.icon} size={18} />
                  <span className="dashboard__nav-label">{t(`dashboard.menu.${item.id}`)}</span>
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className="dashboard__nav-item" onClick={logout} disabled={leaving} data-testid="dashboard-logout">
                <Icon name="logout" size={18} />
                <span className="dashboard__nav-label">{t('dashboard.menu.logout')}</span>
              </button>
            </li>
          </ul>
        </nav>

        <div className="dashboard__main">
          <header className="dashboard__welcome fade-in">
            <span className="dashboard__avatar" aria-hidden="true">
              {initials(name)}
            </span>
            <div className="dashboard__hello">
              <h1 data-testid="dashboard-welcome">{t('dashboard.welcome', { name })}</h1>
              <p>{t('dashboard.subtitle')}</p>
            </div>
            <Link to="/checkout" className="dashboard__cart">
              <Icon name="cart" size={20} />
              {t('dashboard.cart', { items: cart.totalItems })}
            </Link>
            {orders !== null && (
              <Link to={{ hash: 'orders' }} className="dashboard__cart" data-testid="dashboard-orders-count">
                <Icon name="layers" size={20} />
                {t('customer.ordersCount', { orders })}
              </Link>
            )}
          </header>

          {current.id !== 'profile' ? (
            current.render()
          ) : (
          <section id="profile" className="dashboard__card" aria-labelledby="profile-title">
            <h2 id="profile-title">{t('dashboard.menu.profile')}</h2>
            <dl className="profile-list">
              <div>
                <dt>{t('dashboard.profile.name')}</dt>
                <dd>
                  <NameSettings user={user} />
                </dd>
              </div>
              <div>
                <dt>{t('dashboard.profile.email')}</dt>
                <dd>
                  <EmailSettings user={user} />
                </dd>
              </div>
              <div>
                <dt>{t('dashboard.profile.phone')}</dt>
                <dd>
                  <PhoneSettings user={user} />
                </dd>
              </div>
              <div>
                <dt>{t('account.password.label')}</dt>
                <dd>
                  <PasswordSettings />
                </dd>
              </div>
              <div>
                <dt>{t('dashboard.profile.accountType')}</dt>
                <dd>{t(`roles.${user.role}`)}</dd>
              </div>
            </dl>
          </section>
          )}

          <section className="dashboard__card dashboard__card--muted" aria-labelledby="dashboard-next">
            <h2 id="dashboard-next">{t('dashboard.next.title')}</h2>
            <p>{t('dashboard.next.text')}</p>
            <div className="dashboard__shortcuts">
              <Link to="/wholesale" className="btn btn--outline btn--sm">
                {t('nav.wholesale')}
              </Link>
              <Link to="/retail" className="btn btn--outline btn--sm">
                {t('nav.retail')}
              </Link>
              <Link to="/services" className="btn btn--outline btn--sm">
                {t('nav.services')}
              </Link>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
