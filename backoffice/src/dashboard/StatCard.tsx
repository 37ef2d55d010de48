import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-admin';
import { formatCount } from '../money';

/** Characters a card's figure shows at full size (a count, '₹4,500.00'); longer ones a size smaller. */
const LONG_VALUE = 9;

export const StatCard = ({
    title,
    value,
    icon,
    color,
    to,
    caption,
    testId,
    loading,
}: {
    title: string;
    value: ReactNode;
    icon: ReactNode;
    color: string;
    to?: string;
    caption?: ReactNode;
    testId: string;
    loading?: boolean;
}) => {
    const content = (
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Box
                sx={{
                    width: 48,
                    height: 48,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: color,
                    color: '#fff',
                    flexShrink: 0,
                }}
            >
                {icon}
            </Box>
            <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" color="text.secondary">
                    {title}
                </Typography>
                {/* A long amount (₹6,15,608.00) in the large figure ran past its card at desktop widths: a size smaller, and never past the edge. */}
                <Typography
                    variant={typeof value === 'string' && value.length > LONG_VALUE ? 'h5' : 'h4'}
                    sx={{ fontWeight: 700, lineHeight: 1.2, overflowWrap: 'anywhere' }}
                    data-testid={`${testId}-value`}
                >
                    {loading ? <Skeleton width={48} /> : typeof value === 'number' ? formatCount(value) : value}
                </Typography>
                {caption && (
                    <Typography variant="caption" color="text.secondary">
                        {caption}
                    </Typography>
                )}
            </Box>
        </CardContent>
    );
    return (
        <Card data-testid={testId} sx={{ height: '100%' }}>
            {to ? (
                <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
                    {content}
                </CardActionArea>
            ) : (
                content
            )}
        </Card>
    );
};
