import { jsonListSchema, webhookFormSchema } from '@roadmark/domain/integrations/webhook-form';

/**
 * The API's model (docs/product/integrations.md#webhooks): eventsJson and headersJson are JSON text, checked by the
 * form's rules.
 */
export const webhookModelFields = {
  sdkClientId: webhookFormSchema.shape.sdkClientId,
  httpMethod: webhookFormSchema.shape.httpMethod,
  url: webhookFormSchema.shape.url,
  eventsJson: jsonListSchema(webhookFormSchema.shape.events, 'validation.jsonListInvalid'),
  headersJson: jsonListSchema(webhookFormSchema.shape.headers, 'validation.jsonListInvalid'),
};
