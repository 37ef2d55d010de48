import { Avatar, Stack, Typography } from '@mui/material';
import { ERASED } from './types';

const PALETTE = ['#1b5e20', '#e65100', '#0d47a1', '#6a1b9a', '#00695c', '#ad1457', '#4e342e', '#37474f'];

const initials = (name: string) =>
    name
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 2)
        .map(part => part[0]!.toUpperCase())
        .join('') || '?';

/** Spec 3: a generated avatar (initials on a colour picked from the id). */
export const UserAvatar = ({ id, name, size = 32 }: { id: string; name: string; size?: number }) => {
    const erased = name === ERASED;
    const colour = PALETTE[[...id].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % PALETTE.length];
    return (
        <Avatar sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: erased ? '#cfd4da' : colour, fontWeight: 700 }}>
            {erased ? '—' : initials(name)}
        </Avatar>
    );
};

export const NameWithAvatar = ({ id, name }: { id: string; name: string }) => (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
        <UserAvatar id={id} name={name} />
        <Typography variant="body2" sx={{ fontWeight: 500, fontStyle: name === ERASED ? 'italic' : undefined, color: name === ERASED ? 'text.secondary' : undefined }}>
            {name}
        </Typography>
    </Stack>
);
