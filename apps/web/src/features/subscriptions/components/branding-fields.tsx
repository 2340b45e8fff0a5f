import { ColorInput, Fieldset, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionForm } from '../subscription-form-values';
import { LogoUpload } from './logo-upload';

/**
 * Suggestions under the colour box. Mantine's colour picker leaves its saturation and hue sliders without names
 * (ColorInput does not pass its labels on), so the box offers typed values, these swatches and the eye dropper.
 */
const BRAND_SWATCHES = ['#0b4fa8', '#1a7f5a', '#c92a2a', '#a86400', '#6741d9', '#0c8599', '#343a40'];

/** Turning branding on reveals the logo and the brand colour. */
export function BrandingFields({ form }: { form: SubscriptionForm }) {
  const { t } = useTranslation('subscriptions');
  const branded = form.getValues().allowBranding;
  return (
    <Fieldset legend={t('form.branding.legend')}>
      <Stack gap="sm">
        <Switch
          label={t('form.branding.allowBranding')}
          description={t('form.branding.allowBrandingHelp')}
          {...form.getInputProps('allowBranding', { type: 'checkbox' })}
        />
        {branded && (
          <>
            <LogoUpload form={form} />
            <ColorInput
              label={t('form.branding.brandColor')}
              description={t('form.branding.brandColorHelp')}
              format="hex"
              placeholder="#1A7F5A"
              eyeDropperButtonProps={{ 'aria-label': t('form.branding.pickColor') }}
              withPicker={false}
              swatches={BRAND_SWATCHES}
              {...form.getInputProps('brandColor')}
            />
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
