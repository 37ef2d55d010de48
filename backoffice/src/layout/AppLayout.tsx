import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TodayIcon from '@mui/icons-material/Today';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, Menu, TitlePortal, useCanAccess } from 'react-admin';

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
        <Typography variant="h6" component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            Bazaar Admin
        </Typography>
    </Box>
);

const BazaarAppBar = () => (
    <AppBar color="primary">
        <Brand />
        <Box component="span" sx={{ opacity: 0.6, mr: 2, display: { xs: 'none', sm: 'inline' } }}>
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

const BazaarMenu = () => (
    <Menu>
        <Menu.DashboardItem />
        <Menu.ResourceItem name="rates" />
        <DailyRatesMenuItem />
        <Menu.ResourceItem name="newsletter" />
        <Menu.ResourceItem name="contact-messages" />
    </Menu>
);

export const AppLayout = ({ children }: { children: ReactNode }) => (
    <Layout appBar={BazaarAppBar} menu={BazaarMenu}>
        {children}
    </Layout>
);
