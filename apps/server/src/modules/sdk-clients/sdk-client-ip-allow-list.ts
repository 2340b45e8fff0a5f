import { sdkClientFormSchema } from '@roadmark/domain/integrations/sdk-client-form';
import { jsonListSchema } from '@roadmark/domain/integrations/webhook-form';

/**
 * The API's model (docs/product/integrations.md#api-keys): ipAllowListJson is JSON text; the form's schema checks what
 * it holds.
 */
export const ipAllowListJson = jsonListSchema(sdkClientFormSchema.shape.ipAllowList, 'validation.jsonListInvalid');
