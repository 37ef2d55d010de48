import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField as MuiTextField } from '@mui/material';

/**
 * Spec 2.8's search box: filters what the current dashboard tab shows (in the browser); its
 * empty result reads `No <what> found matching "<query>"` (emptyMatchText).
 */
export const SearchBox = ({ value, onChange, label, testId }: { value: string; onChange: (value: string) => void; label: string; testId: string }) => (
    <MuiTextField
        size="small"
        placeholder="Search"
        value={value}
        onChange={e => onChange(e.target.value)}
        sx={{ maxWidth: 360, width: '100%' }}
        slotProps={{
            htmlInput: { maxLength: 100, 'data-testid': testId, 'aria-label': label },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
        }}
    />
);

/** Spec 2.8: 'No upcoming bookings found matching "..."', and likewise for the other tabs. */
export const emptyMatchText = (what: string, query: string, none: string) => (query.trim() ? `No ${what} found matching "${query.trim()}"` : none);

/** Whether any of `values` contains the typed query (case-insensitive); an empty query matches all. */
export const matchesQuery = (query: string, values: (string | null | undefined)[]) => {
    const q = query.trim().toLowerCase();
    return !q || values.some(v => v?.toLowerCase().includes(q));
};
