/**
 * Managing a customer (docs/product/tenancy.md#managing-a-customer): the request header naming the subscription an
 * Administration user has chosen to act in. The server honours it for that role only and ignores it on anyone else's
 * requests.
 */
export const EMULATION_HEADER = 'x-roadmark-subscription';
