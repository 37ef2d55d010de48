import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { lazy } from 'react';
import type { Invitation } from './types';

/** The `invitations` resource (admins only): invite admins, revoke open invitations. */
const invitations = {
    list: lazy(() => import('./InvitationList')),
    create: lazy(() => import('./InvitationCreate')),
    icon: ForwardToInboxIcon,
    recordRepresentation: (record: Invitation) => record.email,
};

export default invitations;
