import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** Labels and their values; each label sits above its value on a phone. `labelWidth` is the label column on wider screens. */
export function Facts({ rows, labelWidth = 'minmax(120px, 38%)' }: { rows: [string, ReactNode][]; labelWidth?: string }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `${labelWidth} 1fr` }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>{label}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}
