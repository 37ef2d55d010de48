import { Chip } from '@mui/material';

export type Tone = 'green' | 'amber' | 'grey' | 'red' | 'blue';

const TONES: Record<Tone, { bg: string; fg: string; border: string }> = {
    green: { bg: '#e8f5e9', fg: '#1b5e20', border: '#a5d6a7' },
    amber: { bg: '#fff8e1', fg: '#8a5a00', border: '#ffd54f' },
    grey: { bg: '#f1f3f5', fg: '#52606d', border: '#d5dbe1' },
    red: { bg: '#ffebee', fg: '#b71c1c', border: '#ef9a9a' },
    blue: { bg: '#e3f2fd', fg: '#0d47a1', border: '#90caf9' },
};

/** A small coloured status label; `testId` and `data-status` make it easy to find in tests. */
export const StatusChip = ({ label, tone, testId }: { label: string; tone: Tone; testId?: string }) => {
    const t = TONES[tone];
    return (
        <Chip
            label={label}
            size="small"
            data-testid={testId}
            data-status={label}
            sx={{ fontWeight: 600, bgcolor: t.bg, color: t.fg, border: `1px solid ${t.border}` }}
        />
    );
};
