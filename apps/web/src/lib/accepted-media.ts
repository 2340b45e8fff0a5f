/** The file types the upload endpoint accepts (apps/server/src/modules/files/accepted-media.ts), per kind. */
export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml';
export const ACCEPTED_VIDEO_TYPES = 'video/mp4,video/webm';
