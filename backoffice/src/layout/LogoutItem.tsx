import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import { forwardRef } from 'react';
import { useLogout, useNotify, useUserMenu } from 'react-admin';
import { LOGGED_OUT_NOTICE_KEY } from '@bazaar/common';
import { getSession } from '../session';

/** Spec 8: a dashboard's Logout confirms itself with 'Logged out successfully'. */
export const LOGGED_OUT = 'Logged out successfully';

/**
 * The user menu's Logout, as react-admin's own, then the notice. A vendor or provider goes to the
 * site root (spec 2.7: the vendor dashboard's Logout goes there; the provider's seller dashboard
 * does the same), an admin stays on the back office's sign-in page. Not in authProvider.logout:
 * react-admin also calls that when a session expires, which is no success to announce.
 */
export const LogoutItem = forwardRef<HTMLLIElement>(function LogoutItem(_props, ref) {
    const logout = useLogout();
    const notify = useNotify();
    const userMenu = useUserMenu();
    const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const onClick = async () => {
        userMenu?.onClose();
        const role = getSession()?.user.role;
        await logout(null, undefined, false);
        if (role === 'vendor' || role === 'provider') {
            sessionStorage.setItem(LOGGED_OUT_NOTICE_KEY, '1');
            window.location.assign('/');
            return;
        }
        notify(LOGGED_OUT, { type: 'success' });
    };
    return (
        <MenuItem ref={ref} className="logout" onClick={onClick} component={isXSmall ? 'span' : 'li'} data-testid="logout">
            <ListItemIcon>
                <ExitIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Logout</ListItemText>
        </MenuItem>
    );
});
