import { Button, CardContent, Typography } from '@mui/material';
import { useGetResourceLabel, useListContext, useLocaleState, useResourceContext, useTranslate } from 'react-admin';

/**
 * A list with nothing to show: with filters, says so and offers to clear them with a button that
 * keeps its words on a phone (react-admin's own shows an empty icon button there).
 */
export function NoResults() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const getResourceLabel = useGetResourceLabel();
  const [locale] = useLocaleState();
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  const label = resource ? getResourceLabel(resource, 0) : '';
  // "No store orders found", not "No Store orders found".
  const name = locale === 'en' ? label.toLowerCase() : label;
  return (
    <CardContent data-testid="list-no-results">
      <Typography variant="body2" component="span" sx={{ mr: 1 }}>{translate(filtered ? 'ra.navigation.no_filtered_results' : 'ra.navigation.no_results', { name })}</Typography>
      {filtered && <Button size="small" variant="outlined" onClick={() => setFilters({}, [])}>{translate('ra.navigation.clear_filters')}</Button>}
    </CardContent>
  );
}
