import { defineResourceData } from '../providers/resourceData';
import { benefitCallbacks } from './benefitCallbacks';

/** The form's values as the API takes them: the resource's lifecycle callbacks. */
export const benefitsData = defineResourceData({ resource: 'benefits', callbacks: benefitCallbacks });
