import { defineResourceData } from '../providers/resourceData';
import { featureCallbacks } from './featureCallbacks';

/** The form's values as the API takes them: the resource's lifecycle callbacks. */
export const featuresData = defineResourceData({ resource: 'features', callbacks: featureCallbacks });
