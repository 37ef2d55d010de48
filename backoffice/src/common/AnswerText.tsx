import { Box, Typography } from '@mui/material';
import { formatDateTime } from '../dates';

/** Text people wrote (a message, an answer), line breaks kept, long words wrapped. */
export const PlainText = ({ value, testId }: { value: string; testId?: string }) => (
    <Box component="p" sx={{ whiteSpace: 'pre-wrap', m: 0, maxWidth: 720, overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
    </Box>
);

/** A record's answer with who gave it and when, or 'Not answered yet' (contact messages, enquiries). */
export const AnswerText = ({ answer, by, at, testId }: { answer: string | null; by: string; at: string | null; testId: string }) =>
    answer ? (
        <Box data-testid={testId}>
            <PlainText value={answer} />
            <Typography variant="caption" color="text.secondary">
                {by}, {formatDateTime(at)}
            </Typography>
        </Box>
    ) : (
        <Typography variant="body2" color="text.secondary">Not answered yet</Typography>
    );
