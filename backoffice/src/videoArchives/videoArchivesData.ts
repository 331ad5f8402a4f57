import { defineResourceData } from '../providers/resourceData';
import { videoArchiveCallbacks } from './videoArchiveCallbacks';

/** The form's values as the API takes them: the resource's lifecycle callbacks. */
export const videoArchivesData = defineResourceData({
  resource: 'video-archives',
  callbacks: videoArchiveCallbacks,
});
