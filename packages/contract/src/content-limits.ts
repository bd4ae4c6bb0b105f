/** The limits and messages of the owner's uploads and of the collections' writes. */
import { z } from 'zod';
import { ADD_IMAGE_TYPES } from './limits.js';

export const CONTENT_LIMITS = {
  /** A photograph straight from a phone camera (a 12-megapixel JPEG is 3 to 8 MB). */
  maxPictureBytes: 20 * 1024 * 1024,
  /** Pictures are stored scaled to at most this many pixels on the long side. */
  maxPictureSide: 2560,
  /** A download: PDF, picture, DWG or DXF. */
  maxDownloadBytes: 20 * 1024 * 1024,
} as const;

/** Pictures the owner may upload to a collection (type read from the bytes on the server). */
export const PICTURE_TYPES = ADD_IMAGE_TYPES;
/** Files the owner may offer on the Download page (type read from the bytes on the server). */
export const DOWNLOAD_TYPES = [...ADD_IMAGE_TYPES, 'application/pdf', 'image/vnd.dwg', 'image/vnd.dxf'] as const;
export const DOWNLOAD_FILE_TYPES = ['pdf', 'image', 'dwg', 'dxf'] as const;
export type DownloadFileType = (typeof DOWNLOAD_FILE_TYPES)[number];

export const CONTENT_MESSAGES = {
  itemNotFound: 'Item not found',
  pictureTooLarge: 'File too large',
  unsupportedFileFormat: 'Unsupported File Format',
  downloadTooLarge: 'File too large',
  downloadType: 'The file must be a PDF, a picture, a DWG or a DXF drawing',
  fileRequired: 'File is required',
  orderIds: 'The order must list every item exactly once',
  saved: 'Saved',
  added: 'Added',
  deleted: 'Deleted',
  orderSaved: 'Order saved',
} as const;

export const orderSchema = z.object({
  ids: z.array(z.string().trim().min(1).max(64), { error: CONTENT_MESSAGES.orderIds }).min(1, CONTENT_MESSAGES.orderIds).max(1000),
});
