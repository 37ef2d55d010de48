import KeyIcon from '@mui/icons-material/Key';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';

/** The user menu's Change password: the page of its own (a dialog would close with the menu). */
export const ChangePasswordItem = forwardRef<HTMLAnchorElement>(function ChangePasswordItem(_props, ref) {
    const userMenu = useUserMenu();
    return (
        <MenuItem ref={ref} component={Link} to="/password" onClick={() => userMenu?.onClose()} data-testid="change-password">
            <ListItemIcon>
                <KeyIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Change password</ListItemText>
        </MenuItem>
    );
});
