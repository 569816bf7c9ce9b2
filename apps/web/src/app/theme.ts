import { createTheme } from '@mui/material/styles';

export const COLOR_MODE_STORAGE_KEY = 'ilaw-color-mode';

// "Ilaw" is light: a deep line-crew blue with a warm lamp amber; each colour has a light- and a
// dark-scheme value (SPEC.md section 9) so text keeps its contrast.
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1d4e89', dark: '#133761', light: '#4b76ad' },
        secondary: { main: '#e09a00' },
        success: { main: '#2e7d32' },
        info: { main: '#0277bd' },
        warning: { main: '#ed6c02' },
        error: { main: '#c62828' },
        background: { default: '#f4f6f9', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#8ab4f0', dark: '#5c8bd0', light: '#b5d0f7' },
        secondary: { main: '#ffc547' },
        success: { main: '#66bb6a' },
        info: { main: '#4fc3f7' },
        warning: { main: '#ffa726' },
        error: { main: '#ef5350' },
        background: { default: '#10151c', paper: '#171e27' },
      },
    },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.4rem', fontWeight: 600 },
    h3: { fontSize: '1.15rem', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
  },
});
