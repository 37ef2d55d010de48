import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';

/** An empty read-only list: says where its records come from. */
export const EmptyState = ({ title, text }: { title: string; text: string }) => (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }} data-testid="empty-list">
        <InboxIcon sx={{ fontSize: 72, opacity: 0.4 }} />
        <Typography variant="h6" sx={{ mt: 1 }}>
            {title}
        </Typography>
        <Typography variant="body2">{text}</Typography>
    </Box>
);
