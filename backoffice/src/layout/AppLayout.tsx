import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TodayIcon from '@mui/icons-material/Today';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, Menu, TitlePortal, useCanAccess } from 'react-admin';
import { useLocation } from 'react-router-dom';

const Brand = () => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2, flexShrink: 0 }} data-testid="app-title">
        <Box
            sx={{
                width: 28,
                height: 28,
                borderRadius: 1.5,
                bgcolor: '#fff',
                color: 'primary.main',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
            }}
        >
            B
        </Box>
        <Typography variant="h6" component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap', display: { xs: 'none', md: 'inline' } }}>
            Bazaar Admin
        </Typography>
    </Box>
);

const BazaarAppBar = () => (
    <AppBar color="primary">
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
    </AppBar>
);

const DailyRatesMenuItem = () => {
    const { canAccess } = useCanAccess({ resource: 'rates', action: 'edit' });
    return canAccess ? <Menu.Item to="/rates/daily" primaryText="Update Daily Rates" leftIcon={<TodayIcon />} data-testid="menu-daily-rates" /> : null;
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

const BazaarMenu = () => (
    <Menu>
        <Menu.DashboardItem />
        <RatesMenuItem />
        <DailyRatesMenuItem />
        <Menu.ResourceItem name="newsletter" />
        <Menu.ResourceItem name="contact-messages" />
    </Menu>
);

export const AppLayout = ({ children }: { children: ReactNode }) => (
    // minWidth 0: wide tables scroll inside their card instead of widening the page
    <Layout appBar={BazaarAppBar} menu={BazaarMenu} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': { minWidth: 0 } }}>
        {children}
    </Layout>
);
