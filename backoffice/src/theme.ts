import { defaultLightTheme, RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material';

/**
 * The storefront's look (storefront/src/styles/global.css): its teal brand, amber accent,
 * ink text on a warm background, the same system font stack and radii, so the two front
 * ends read as one product. System fonts only: the back office loads nothing from the network.
 */
const brand = { 900: '#073a35', 800: '#0a4a44', 700: '#0d5c55', 600: '#0f766e', 500: '#14917f', 100: '#cdeee7', 50: '#ebf7f4' };
const accent = { 700: '#b86a05', 600: '#dd8708', 500: '#f4a62a' };
const ink = { 900: '#16212b', 700: '#3a4754', 500: '#63707d' };
const line = '#e3e6e8';

const fontFamily = [
    'system-ui',
    '-apple-system',
    '"Segoe UI"',
    'Roboto',
    '"Noto Sans"',
    '"Noto Sans Devanagari"',
    '"Noto Sans Arabic"',
    '"Helvetica Neue"',
    'Arial',
    'sans-serif',
].join(',');

export const theme: RaThemeOptions = {
    ...defaultLightTheme,
    palette: {
        mode: 'light',
        primary: { main: brand[700], light: brand[500], dark: brand[900], contrastText: '#fff' },
        secondary: { main: accent[600], dark: accent[700], light: accent[500], contrastText: ink[900] },
        success: { main: '#15803d' },
        error: { main: '#c62828' },
        warning: { main: accent[700] },
        background: { default: '#fbf9f5', paper: '#ffffff' },
        text: { primary: ink[900], secondary: ink[500] },
        divider: line,
    },
    shape: { borderRadius: 12 },
    typography: {
        ...defaultLightTheme.typography,
        fontFamily,
        h5: { fontWeight: 800, letterSpacing: '-0.01em' },
        h6: { fontWeight: 700 },
        button: { textTransform: 'none', fontWeight: 600 },
    },
    sidebar: { width: 248, closedWidth: 56 },
    components: {
        ...defaultLightTheme.components,
        // Names and texts typed by users may hold one unbroken word (a pasted code or link): it
        // wraps inside its field rather than running past a card, which cuts it off. 'break-word',
        // not 'anywhere': table columns keep their widths (the lists scroll sideways instead).
        MuiCssBaseline: {
            styleOverrides: { body: { overflowWrap: 'break-word' } },
        },
        // A record's tabs (Details, History, As of, Payout details...) scroll sideways on a phone
        // instead of cutting the last ones off where no one can reach them.
        MuiTabs: {
            defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true },
        },
        MuiAppBar: {
            defaultProps: { elevation: 0, color: 'primary' },
            styleOverrides: { colorPrimary: { backgroundColor: brand[800] } },
        },
        MuiPaper: {
            defaultProps: { elevation: 0 },
            styleOverrides: { root: { backgroundImage: 'none' } },
        },
        MuiCard: {
            styleOverrides: { root: { border: `1px solid ${line}`, boxShadow: '0 1px 2px rgb(22 33 43 / 6%), 0 1px 3px rgb(22 33 43 / 6%)' } },
        },
        MuiTableCell: {
            styleOverrides: {
                root: {
                    borderColor: line,
                    '&.MuiTableCell-paddingCheckbox': { padding: '0 8px 0 8px' },
                },
                head: { fontWeight: 600, color: ink[700], backgroundColor: '#f3f1ec' },
            },
        },
        // react-admin lays a list's selection bar over its toolbar, one row high; on a phone the toolbar
        // stacks its buttons and its filters, so the bar covered the filters (Notifications' Show).
        // There the bar takes its own row above the table instead.
        RaBulkActionsToolbar: {
            styleOverrides: {
                root: ({ theme }: { theme: Theme }) => ({
                    [theme.breakpoints.down('md')]: { '& .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' } },
                }),
            },
        },
        RaMenuItemLink: {
            styleOverrides: {
                root: {
                    borderLeft: '3px solid transparent',
                    '&.RaMenuItemLink-active': {
                        borderLeft: `3px solid ${accent[500]}`,
                        backgroundColor: brand[50],
                        color: brand[700],
                        fontWeight: 600,
                    },
                },
            },
        },
    },
};
