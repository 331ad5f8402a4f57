import { defineResourceData } from '../providers/resourceData';
import { countdownCallbacks } from './countdownCallbacks';

/** The form's values as the API takes them: the resource's lifecycle callbacks. */
export const countdownsData = defineResourceData({ resource: 'countdowns', callbacks: countdownCallbacks });
