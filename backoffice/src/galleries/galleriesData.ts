import { defineResourceData } from '../providers/resourceData';
import { galleryCallbacks } from './galleryCallbacks';

/** The form's values as the API takes them: the resource's lifecycle callbacks. */
export const galleriesData = defineResourceData({ resource: 'galleries', callbacks: galleryCallbacks });
