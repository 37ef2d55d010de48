import { defaultLightTheme, RaThemeOptions } from 'react-admin';

/** System fonts only: the back office loads nothing from the network. */
const fontFamily = [
    'system-ui',
    '-apple-system',
    '"Segoe UI"',
    'Roboto',
    '"Noto Sans"',
    '"Helvetica Neue"',
    'Arial',
    'sans-serif',
].join(',');

const border = '1px solid #e3e6ea';

export const theme: RaThemeOptions = {
    ...defaultLightTheme,
    palette: {
        mode: 'light',
        primary: { main: '#1b5e20', light: '#4c8c4a', dark: '#003300', contrastText: '#fff' },
        secondary: { main: '#e65100', contrastText: '#fff' },
        success: { main: '#2e7d32' },
        error: { main: '#c62828' },
        background: { default: '#f5f6f8', paper: '#ffffff' },
        text: { primary: '#1f2933', secondary: '#52606d' },
    },
    shape: { borderRadius: 10 },
    typography: {
        ...defaultLightTheme.typography,
        fontFamily,
        h6: { fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
    },
    sidebar: { width: 248, closedWidth: 56 },
    components: {
        ...defaultLightTheme.components,
        MuiAppBar: {
            defaultProps: { elevation: 0, color: 'primary' },
        },
        MuiPaper: {
            defaultProps: { elevation: 0 },
            styleOverrides: { root: { backgroundImage: 'none' } },
        },
        MuiCard: {
            styleOverrides: { root: { border } },
        },
        MuiTableCell: {
            styleOverrides: {
                root: {
                    '&.MuiTableCell-paddingCheckbox': { padding: '0 8px 0 8px' },
                },
                head: { fontWeight: 600, color: '#3e4c59', backgroundColor: '#fafbfc' },
            },
        },
        RaMenuItemLink: {
            styleOverrides: {
                root: {
                    borderLeft: '3px solid transparent',
                    '&.RaMenuItemLink-active': {
                        borderLeft: '3px solid #1b5e20',
                        backgroundColor: 'rgba(27, 94, 32, 0.08)',
                        color: '#1b5e20',
                        fontWeight: 600,
                    },
                },
            },
        },
    },
};
