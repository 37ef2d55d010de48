import { Box, Typography } from '@mui/material';
import { formatRupees } from '../money';
import type { Trend } from './types';

export const TREND_STYLE: Record<Trend, { symbol: string; label: string; color: string }> = {
    up: { symbol: '▲', label: 'Up', color: 'success.main' },
    down: { symbol: '▼', label: 'Down', color: 'error.main' },
    // Spec 2.9 names the Change of a rate that did not move 'no change' (its trend is 'stable').
    stable: { symbol: '—', label: 'No change', color: 'text.secondary' },
};

/** ▲ up (green), ▼ down (red), — no change (grey); optionally with the difference. */
export const TrendIndicator = ({
    trend,
    previous,
    current,
    showDelta = false,
}: {
    trend: Trend | null | undefined;
    previous?: number | null;
    current?: number | null;
    showDelta?: boolean;
}) => {
    const t = trend && TREND_STYLE[trend] ? trend : 'stable';
    const style = TREND_STYLE[t];
    const delta = showDelta && previous != null && current != null && t !== 'stable' ? current - previous : null;
    return (
        <Box
            component="span"
            data-testid={`trend-${t}`}
            data-trend={t}
            sx={{ color: style.color, fontWeight: 600, whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'baseline', gap: 0.5 }}
            title={style.label}
        >
            <span aria-hidden>{style.symbol}</span>
            <span>{style.label}</span>
            {delta != null && (
                <Typography component="span" variant="caption" sx={{ color: 'inherit', fontWeight: 400 }}>
                    ({delta > 0 ? '+' : '−'}
                    {formatRupees(Math.abs(delta))})
                </Typography>
            )}
        </Box>
    );
};
