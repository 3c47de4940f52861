import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Login, LoginForm, useLocaleState, useTranslate } from 'react-admin';

/** Each language by its code, and its own name for a screen reader (the code alone says little). */
const LANGUAGES = [
  { locale: 'en', code: 'EN', name: 'English' },
  { locale: 'th', code: 'TH', name: 'ไทย' },
] as const;

/** EN / TH before signing in: the console's texts change at once, and the choice is kept for after. */
function LanguageSwitch() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={locale}
      onChange={(_, chosen: string | null) => chosen && setLocale(chosen)}
      aria-label={translate('club.login.language')}
      // A clear ring on the button the keyboard is on (MUI's own mark is a faint shade).
      sx={{ '& .MuiToggleButton-root.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {LANGUAGES.map(({ locale: value, code, name }) => (
        <ToggleButton key={value} value={value} sx={{ minWidth: 48, fontWeight: 600 }}>
          {code}
          <Box component="span" lang={value} sx={visuallyHidden}>{` ${name}`}</Box>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The console's sign-in page: whose console it is, in English or Thai, then react-admin's own form. */
export function LoginPage() {
  const translate = useTranslate();
  return (
    <Login>
      <Box component="header" sx={{ px: 2, textAlign: 'center' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }} data-testid="login-club-name">{translate('club.name')}</Typography>
        <Typography color="text.secondary">{translate('club.login.console')}</Typography>
      </Box>
      <LoginForm />
      <Box sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
        <LanguageSwitch />
      </Box>
    </Login>
  );
}
