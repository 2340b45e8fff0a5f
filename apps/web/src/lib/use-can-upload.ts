import { getApolloContext } from '@apollo/client/react';
import { canUploadFor, type UploadPurpose } from '@roadmark/domain/files/upload-purposes';
import { useContext } from 'react';
import { ViewerQuery } from '../app/session/use-viewer';

/**
 * Whether the signed-in viewer may upload files for this purpose (the rule the server applies, from
 * @roadmark/domain), read from the viewer already in the cache. While the viewer is not known the control shows:
 * the server decides, and its refusal says who may upload.
 */
export function useCanUpload(purpose: UploadPurpose): boolean {
  const { client } = useContext(getApolloContext());
  const viewer = client?.readQuery({ query: ViewerQuery })?.viewer;
  return !viewer || canUploadFor(viewer.roles, purpose);
}
