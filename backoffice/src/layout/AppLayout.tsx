import HandymanIcon from '@mui/icons-material/Handyman';
import InsightsIcon from '@mui/icons-material/Insights';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import ReviewsIcon from '@mui/icons-material/Reviews';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PaymentsIcon from '@mui/icons-material/Payments';
import StoreIcon from '@mui/icons-material/Store';
import TodayIcon from '@mui/icons-material/Today';
import { Box, Button, Typography, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, Menu, RecordContextProvider, TitlePortal, UserMenu, useCanAccess, useGetOne, useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { getSession, landingPath, type SessionUser } from '../session';
import { LogoMark } from './LogoMark';
import { LogoutItem } from './LogoutItem';
import { ChangePasswordItem } from '../account/ChangePasswordItem';
import { LatestNoticeProvider } from '../common/LatestNotice';
import { NotificationBell } from '../notifications/NotificationBell';
import { AvailabilitySwitch } from '../providers/AvailabilitySwitch';
import type { Provider } from '../providers/types';

const Brand = () => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2, flexShrink: 0 }} data-testid="app-title">
        <LogoMark />
        <Typography variant="h6" component="span" sx={{ fontWeight: 800, letterSpacing: '-0.01em', whiteSpace: 'nowrap', display: { xs: 'none', md: 'inline' } }}>
            {getSession()?.user.role === 'vendor' || getSession()?.user.role === 'provider' ? 'Bazaar for Business' : 'Bazaar Admin'}
        </Typography>
    </Box>
);

/**
 * On a phone the page title has what the logo, bell and refresh leave (about 160 px): a longer
 * one ('Add New Product', 'My business profile') wraps to a second line in a smaller size instead
 * of running under the bell. A record's title is what someone typed (a product's name, up to 120
 * characters): past two lines it is cut rather than growing the bar over the page (the page shows it whole).
 */
const titleFits = (theme: Theme) => ({
    '& #react-admin-title': {
        minWidth: 0,
        [theme.breakpoints.down('md')]: {
            whiteSpace: 'normal',
            overflowWrap: 'anywhere',
            fontSize: '1rem',
            lineHeight: 1.2,
            maxHeight: '2.4em',
            overflow: 'hidden',
        },
    },
});

const BazaarAppBar = () => (
    <AppBar
        color="primary"
        sx={titleFits}
        userMenu={
            <UserMenu>
                <ChangePasswordItem />
                <LogoutItem />
            </UserMenu>
        }
    >
        <Brand />
        <Box component="span" sx={{ opacity: 0.6, mr: 2, display: { xs: 'none', md: 'inline' } }}>
            /
        </Box>
        <TitlePortal />
        {/* a plain link: the storefront is another app at the site root */}
        <Button
            href="/"
            color="inherit"
            size="small"
            endIcon={<OpenInNewIcon fontSize="small" />}
            data-testid="view-storefront"
            sx={{ mr: 1, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline-flex' } }}
        >
            View storefront
        </Button>
        <NotificationBell />
    </AppBar>
);

const DailyRatesMenuItem = () => {
    const { canAccess } = useCanAccess({ resource: 'rates', action: 'edit' });
    return canAccess ? <Menu.Item to="/rates/daily" primaryText="Update Daily Rates" leftIcon={<TodayIcon />} data-testid="menu-daily-rates" /> : null;
};

/** Analytics is for admins (the same rule as the rates it replays). */
const AnalyticsMenuItem = () => {
    const { canAccess } = useCanAccess({ resource: 'rates', action: 'list' });
    return canAccess ? <Menu.Item to="/analytics" primaryText="Analytics" leftIcon={<InsightsIcon />} data-testid="menu-analytics" /> : null;
};

/** /rates/daily lives under /rates: only its own entry should look active there. */
const RatesMenuItem = () => {
    const onDailyPage = useLocation().pathname.startsWith('/rates/daily');
    return (
        <Menu.ResourceItem
            name="rates"
            sx={onDailyPage ? { '&.RaMenuItemLink-active': { borderLeftColor: 'transparent', backgroundColor: 'transparent', color: 'text.secondary', fontWeight: 400 } } : undefined}
        />
    );
};

/** A resource's menu entry, only when the role may list it. */
const ResourceItem = ({ name }: { name: string }) => {
    const { canAccess } = useCanAccess({ resource: name, action: 'list' });
    return canAccess ? <Menu.ResourceItem name={name} /> : null;
};

/** A vendor's or provider's own record: "My business profile" / "My profile". */
const OwnProfileItem = ({ user }: { user: SessionUser }) => {
    const vendor = user.role === 'vendor';
    const path = landingPath(user);
    // active on the profile and on its edit page
    const here = useLocation().pathname.startsWith(path.replace(/\/show$/, ''));
    return (
        <Menu.Item
            to={path}
            primaryText={vendor ? 'My business profile' : 'My profile'}
            leftIcon={vendor ? <StoreIcon /> : <HandymanIcon />}
            data-testid="menu-my-profile"
            className={here ? 'RaMenuItemLink-active' : undefined}
            sx={{ '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible' } }}
        />
    );
};

/**
 * Spec 2.8: the sidebar's Availability switch, under the menu (a list of links, so beside it) on every page (the provider's own
 * record; the switch and their profile share it). A collapsed sidebar keeps only the switch.
 */
const ProviderAvailability = ({ providerId }: { providerId: string }) => {
    const { data } = useGetOne<Provider>('providers', { id: providerId });
    const [open] = useSidebarState();
    if (!data) return null;
    return (
        <RecordContextProvider value={data}>
            <Box
                sx={{
                    // The sidebar's width (react-admin's 240 px open), the text wrapping under it; closed, only the switch.
                    width: open ? 240 : 55,
                    boxSizing: 'border-box',
                    px: open ? 2 : 0,
                    py: 1,
                    '& .MuiFormControlLabel-root': { mr: 0, ml: open ? -1 : 0 },
                    ...(!open && { '& [data-testid="availability-text"]': { display: 'none' } }),
                }}
                data-testid="sidebar-availability"
            >
                <AvailabilitySwitch />
            </Box>
        </RecordContextProvider>
    );
};

/** Spec 2.8 sidebar (Bookings, Profile, Payments, Reviews): after Profile, the provider's services (Add Service there). */
const ProviderMenuItems = () => (
    <>
        <Menu.Item to="/services" primaryText="My services" leftIcon={<MiscellaneousServicesIcon />} data-testid="menu-my-services" />
        <Menu.Item to="/payments" primaryText="Payments" leftIcon={<PaymentsIcon />} data-testid="menu-payments" />
        <Menu.Item to="/reviews" primaryText="Reviews" leftIcon={<ReviewsIcon />} data-testid="menu-reviews" />
    </>
);

const BazaarMenu = () => {
    const user = getSession()?.user;
    if (user && user.role !== 'admin') {
        return (
            <>
                <Menu>
                    <Menu.DashboardItem />
                    <ResourceItem name="products" />
                    <ResourceItem name="enquiries" />
                    {user.role === 'provider' && <Menu.Item to="/bookings" primaryText="Bookings" leftIcon={<EventAvailableIcon />} data-testid="menu-bookings" />}
                    <ResourceItem name="fulfilments" />
                    {user.role === 'vendor' && <Menu.Item to="/vendor-payments" primaryText="Payments" leftIcon={<PaymentsIcon />} data-testid="menu-payments" />}
                    <OwnProfileItem user={user} />
                    {user.role === 'provider' && <ProviderMenuItems />}
                    <ResourceItem name="notifications" />
                </Menu>
                {user.role === 'provider' && <ProviderAvailability providerId={user.id} />}
            </>
        );
    }
    return (
        <Menu>
            <Menu.DashboardItem />
            <ResourceItem name="users" />
            <ResourceItem name="invitations" />
            <ResourceItem name="vendors" />
            <ResourceItem name="providers" />
            <ResourceItem name="products" />
            <ResourceItem name="services" />
            <ResourceItem name="bookings" />
            <ResourceItem name="reviews" />
            <ResourceItem name="payouts" />
            <ResourceItem name="orders" />
            <ResourceItem name="commissions" />
            <ResourceItem name="coupons" />
            <RatesMenuItem />
            <DailyRatesMenuItem />
            <ResourceItem name="newsletter" />
            <ResourceItem name="contact-messages" />
            <ResourceItem name="enquiries" />
            <AnalyticsMenuItem />
            <ResourceItem name="tickets" />
            <ResourceItem name="notifications" />
            <ResourceItem name="projections" />
        </Menu>
    );
};

export const AppLayout = ({ children }: { children: ReactNode }) => (
    // minWidth 0: wide tables scroll inside their card instead of widening the page
    <Layout appBar={BazaarAppBar} menu={BazaarMenu} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': { minWidth: 0 } }}>
        <LatestNoticeProvider>{children}</LatestNoticeProvider>
    </Layout>
);
