import { defineResourceData } from '../providers/resourceData';
import { audioArchiveCallbacks } from './audioArchiveCallbacks';

/** The form's values as the API takes them: the resource's lifecycle callbacks. */
export const audioArchivesData = defineResourceData({
  resource: 'audio-archives',
  callbacks: audioArchiveCallbacks,
});
