import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, FormHelperText, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { AdminProductImageDto } from '@club/core';
import { Bilingual, Thumbnail, UploadButton } from '../../components/catalogueFields';

/**
 * The product's pictures: upload adds one (the first becomes the main picture), and each row has
 * a preview, alt texts in both languages, "main" (one at a time), move up/down and remove.
 */
export function ProductImagesInput() {
  const translate = useTranslate();
  const { control, getValues, setValue } = useFormContext<{ images: AdminProductImageDto[] }>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'images' });
  const { errors } = useFormState({ control, name: 'images' });
  const images = useWatch({ control, name: 'images' }) ?? [];
  const listError = (errors.images as { message?: string; root?: { message?: string } } | undefined);

  const makeMain = (index: number) => {
    const current = getValues('images') ?? [];
    current.forEach((_img, i) => setValue(`images.${i}.is_main`, i === index, { shouldDirty: true }));
  };
  const removeAt = (index: number) => {
    const wasMain = getValues(`images.${index}.is_main`);
    remove(index);
    // Keep a main picture when the main one goes.
    if (wasMain && (getValues('images') ?? []).length) setValue('images.0.is_main', true, { shouldDirty: true });
  };

  return (
    <Box sx={{ width: '100%' }} data-testid="product-images">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <UploadButton folder="products" multiple onUploaded={(url) => append({ url, alt: '', alt_th: '', is_main: (getValues('images') ?? []).length === 0 })} />
        <Typography variant="caption" color="text.secondary">{translate('club.catalogue.imagesHint')}</Typography>
      </Stack>
      {listError?.message || listError?.root?.message ? <FormHelperText error>{listError.message ?? listError.root?.message}</FormHelperText> : null}
      {fields.length === 0 ? <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>{translate('club.catalogue.noImages')}</Typography> : null}
      <Stack spacing={1}>
        {fields.map((field, index) => {
          const image = images[index] ?? field;
          const urlError = (errors.images as unknown as Record<number, { url?: { message?: string } }> | undefined)?.[index]?.url?.message;
          return (
            <Paper key={field.id} variant="outlined" sx={{ p: 1, display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
              <Box sx={{ position: 'relative' }}>
                <Thumbnail url={image.url} alt={image.alt} size={88} eager />
                {image.is_main ? (
                  <Typography variant="caption" sx={{ position: 'absolute', left: 4, bottom: 4, px: 0.5, borderRadius: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                    {translate('club.catalogue.main')}
                  </Typography>
                ) : null}
              </Box>
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography variant="caption" color={urlError ? 'error' : 'text.secondary'} sx={{ wordBreak: 'break-all' }}>{urlError ?? image.url}</Typography>
                <Bilingual>
                  <TextInput source={`images.${index}.alt`} label="club.catalogue.alt" helperText={false} fullWidth />
                  <TextInput source={`images.${index}.alt_th`} label="club.catalogue.altTh" helperText={false} fullWidth />
                </Bilingual>
              </Box>
              <Stack direction={{ xs: 'row', sm: 'column' }} spacing={0}>
                <Tooltip title={translate('club.catalogue.makeMain')}>
                  <span>
                    <IconButton size="small" color={image.is_main ? 'primary' : 'default'} onClick={() => makeMain(index)} aria-label={translate('club.catalogue.makeMain')} aria-pressed={image.is_main}>
                      {image.is_main ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
                    </IconButton>
                  </span>
                </Tooltip>
                <IconButton size="small" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={translate('ra.action.move_up')}><ArrowUpwardIcon fontSize="small" /></IconButton>
                <IconButton size="small" disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} aria-label={translate('ra.action.move_down')}><ArrowDownwardIcon fontSize="small" /></IconButton>
                <IconButton size="small" color="error" onClick={() => removeAt(index)} aria-label={translate('ra.action.remove')}><DeleteIcon fontSize="small" /></IconButton>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}
